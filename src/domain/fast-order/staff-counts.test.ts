import { describe, expect, it } from 'vitest';
import { staffByStatusAndGender } from './staff-counts';

describe('staff by status and gender', () => {
  it('counts the men and women of each status, measured first, with empty statuses kept', () => {
    const staff = (status_id: 1 | 2, gender_id: 1 | 2) => ({ status_id, gender_id });
    expect(staffByStatusAndGender([staff(2, 1), staff(1, 2), staff(2, 2), staff(2, 1)])).toEqual([
      { status_id: 1, male: 0, female: 1, total: 1 },
      { status_id: 2, male: 2, female: 1, total: 3 },
    ]);
    expect(staffByStatusAndGender([])).toEqual([
      { status_id: 1, male: 0, female: 0, total: 0 },
      { status_id: 2, male: 0, female: 0, total: 0 },
    ]);
  });
});
