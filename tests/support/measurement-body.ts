/** A measurement as the measuring screen saves it (save_user_measuring_info), for the sync and api tests. */
export const measurementBody = (userId: number, height: number, opts: { taskId?: number; categoryId?: number } = {}) => ({
  task_id: opts.taskId ?? 1,
  user_id: userId,
  repair_status_id: 0,
  height,
  weight: 66,
  wearing_style: 1,
  // One category when named or of another task; otherwise both garments of the demo task (1), as a
  // person is measured only once every garment of their task is.
  size_info: [
    { category_id: opts.categoryId ?? 1, edition_type_id: 1, size: '170/88A', num: 1, item: [{ id: 1, value: 92 }], special: [], special_position_remark: '' },
    ...(opts.categoryId === undefined && (opts.taskId ?? 1) === 1 ? [{ category_id: 2, edition_type_id: 5, size: '170/74A', num: 1, item: [], special: [], special_position_remark: '' }] : []),
  ],
});
