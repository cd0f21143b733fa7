/**
 * The staff of a team order by measuring status and gender, for the chart above the employee list
 * (spec 2 §2.7: status 已量体 1, 待量体 2; gender 1 male, 2 female).
 */
import { STAFF_STATUS, type StaffStatus } from './constants';

export type StaffStatusCount = { status_id: StaffStatus; male: number; female: number; total: number };

/** One row per status, measured first, each with its men and women (zero rows included, so the chart keeps its shape). */
export function staffByStatusAndGender(staffs: readonly { status_id: StaffStatus; gender_id: 1 | 2 }[]): StaffStatusCount[] {
  return [STAFF_STATUS.measured, STAFF_STATUS.waiting].map((status_id) => {
    const of = staffs.filter((s) => s.status_id === status_id);
    const male = of.filter((s) => s.gender_id === 1).length;
    return { status_id, male, female: of.length - male, total: of.length };
  });
}
