/**
 * An employee of the form as the add_order payload carries them, for the domain's employee
 * validation and status (validateEmployee, staffStatus). Mirrors the domain's payload building.
 */
import { buildSizeInfo, buildSpecialShapes, MEASURE_TYPE, type FastStaff, type FastStaffState } from '@/domain/fast-order';

export function staffPayload(s: FastStaffState): FastStaff {
  return {
    id: s.id,
    config_id: s.config_id,
    truename: s.truename.trim(),
    gender_id: s.gender_id,
    department_name: s.department_name.trim(),
    height: s.height,
    weight: s.weight,
    age: s.age,
    special_shape: buildSpecialShapes(s.special_shape),
    category_array: s.category_array.map((c) => ({
      category_id: c.category_id,
      wearing_style: c.measuring_way === MEASURE_TYPE.net ? c.wearing_style : null,
      size_info: c.measuring_way ? buildSizeInfo(c.measuring_way, c.size, c.category_id) : null,
    })),
    other_requirement: s.other_requirement.trim(),
    status_id: s.status_id,
  };
}
