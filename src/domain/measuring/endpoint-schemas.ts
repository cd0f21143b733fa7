/**
 * The schemas of the measuring calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import {
  AddPersonSchema,
  Base64ImageBody,
  ChangesQuery,
  DeletePersonSchema,
  DeleteTasksSchema,
  DepartmentsQuery,
  EditOrderInfoSchema,
  ExportQuery,
  ImportPeopleBody,
  PeopleListQuery,
  PersonHistoryQuery,
  PersonQuery,
  RenameDepartmentSchema,
  ResolveConflictSchema,
  SaveMeasurementSchema,
  SizeSelectQuery,
  StepSizeBody,
  TaskEditSchema,
  TaskIdQuery,
  TaskListQuery,
  TaskSchema,
  UpdateTaskSchema,
  UserQuery,
} from './contract';
import {
  CategoriesQuery,
  CategoryRowsSchema,
  EditionRowsSchema,
  ItemsByCategoriesSchema,
  RecommendSizeAnswerSchema,
  RecommendSizeBodySchema,
  SizeChartQuery,
  SizeGroupSchema,
} from '../catalogue/contract';
import { MeasuringAnswers } from './wire';

export const schemas = {
  getUser: { query: UserQuery, answer: MeasuringAnswers.getUser },
  getBaseSetting: { answer: MeasuringAnswers.getBaseSetting },
  setBaseSetting: { body: StepSizeBody, answer: MeasuringAnswers.setBaseSetting },
  getUserList: { answer: MeasuringAnswers.getUserList },
  measuringList: { query: TaskListQuery, answer: MeasuringAnswers.measuringList },
  taskInfo: { query: TaskIdQuery, answer: MeasuringAnswers.taskInfo },
  addTask: { body: TaskSchema, answer: MeasuringAnswers.addTask },
  editTask: { body: TaskEditSchema, answer: MeasuringAnswers.editTask },
  delTask: { body: DeleteTasksSchema, answer: MeasuringAnswers.delTask },
  updateTask: { body: UpdateTaskSchema, answer: MeasuringAnswers.updateTask },
  getTaskCount: { query: TaskIdQuery, answer: MeasuringAnswers.getTaskCount },
  getDepartmentListByTask: { query: DepartmentsQuery, answer: MeasuringAnswers.getDepartmentListByTask },
  renameDepartment: { body: RenameDepartmentSchema, answer: MeasuringAnswers.renameDepartment },
  getSpecialShapeValueByTask: { query: TaskIdQuery, answer: MeasuringAnswers.getSpecialShapeValueByTask },
  getTaskUserList: { query: PeopleListQuery, answer: MeasuringAnswers.getTaskUserList },
  getUserMeasuringInfo: { query: PersonQuery, answer: MeasuringAnswers.getUserMeasuringInfo },
  saveMeasurement: { body: SaveMeasurementSchema, answer: MeasuringAnswers.saveMeasurement },
  deletePerson: { body: DeletePersonSchema, answer: MeasuringAnswers.deletePerson },
  addPerson: { body: AddPersonSchema, answer: MeasuringAnswers.addPerson },
  getTaskMeasuringData: { query: TaskIdQuery, answer: MeasuringAnswers.getTaskMeasuringData },
  getSizeSelect: { query: SizeSelectQuery, answer: MeasuringAnswers.getSizeSelect },
  getMeasuringUserOrderInfo: { query: PersonQuery, answer: MeasuringAnswers.getMeasuringUserOrderInfo },
  editOrderInfo: { body: EditOrderInfoSchema, answer: MeasuringAnswers.editOrderInfo },
  importUserData: { body: ImportPeopleBody, answer: MeasuringAnswers.importUserData },
  exportMeasuringUserInfo: { query: ExportQuery },
  uploadBase64: { body: Base64ImageBody, answer: MeasuringAnswers.uploadBase64 },
  personHistory: { query: PersonHistoryQuery, answer: MeasuringAnswers.personHistory },
  conflicts: { query: TaskIdQuery, answer: MeasuringAnswers.conflicts },
  resolveConflict: { body: ResolveConflictSchema, answer: MeasuringAnswers.resolveConflict },
  changes: { query: ChangesQuery, answer: MeasuringAnswers.changes },

  categoryList: { answer: CategoryRowsSchema },
  editionsByCategories: { query: CategoriesQuery, answer: EditionRowsSchema },
  itemsByCategories: { query: CategoriesQuery, answer: ItemsByCategoriesSchema },
  recommendSize: { body: RecommendSizeBodySchema, answer: RecommendSizeAnswerSchema },
  sizeByOne: { query: SizeChartQuery, answer: SizeGroupSchema },
} satisfies Record<string, Schemas>;
