/**
 * The measuring calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls).
 */
import { withSchemas } from '../shared/endpoint-schemas';
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
import * as E from './endpoints';
import { MeasuringAnswers } from './wire';

export const getUser = withSchemas(E.getUser, { query: UserQuery, answer: MeasuringAnswers.getUser });
export const getBaseSetting = withSchemas(E.getBaseSetting, { answer: MeasuringAnswers.getBaseSetting });
export const setBaseSetting = withSchemas(E.setBaseSetting, { body: StepSizeBody, answer: MeasuringAnswers.setBaseSetting });
export const getUserList = withSchemas(E.getUserList, { answer: MeasuringAnswers.getUserList });
export const measuringList = withSchemas(E.measuringList, { query: TaskListQuery, answer: MeasuringAnswers.measuringList });
export const taskInfo = withSchemas(E.taskInfo, { query: TaskIdQuery, answer: MeasuringAnswers.taskInfo });
export const addTask = withSchemas(E.addTask, { body: TaskSchema, answer: MeasuringAnswers.addTask });
export const editTask = withSchemas(E.editTask, { body: TaskEditSchema, answer: MeasuringAnswers.editTask });
export const delTask = withSchemas(E.delTask, { body: DeleteTasksSchema, answer: MeasuringAnswers.delTask });
export const updateTask = withSchemas(E.updateTask, { body: UpdateTaskSchema, answer: MeasuringAnswers.updateTask });
export const getTaskCount = withSchemas(E.getTaskCount, { query: TaskIdQuery, answer: MeasuringAnswers.getTaskCount });
export const getDepartmentListByTask = withSchemas(E.getDepartmentListByTask, { query: DepartmentsQuery, answer: MeasuringAnswers.getDepartmentListByTask });
export const renameDepartment = withSchemas(E.renameDepartment, { body: RenameDepartmentSchema, answer: MeasuringAnswers.renameDepartment });
export const getSpecialShapeValueByTask = withSchemas(E.getSpecialShapeValueByTask, { query: TaskIdQuery, answer: MeasuringAnswers.getSpecialShapeValueByTask });
export const getTaskUserList = withSchemas(E.getTaskUserList, { query: PeopleListQuery, answer: MeasuringAnswers.getTaskUserList });
export const getUserMeasuringInfo = withSchemas(E.getUserMeasuringInfo, { query: PersonQuery, answer: MeasuringAnswers.getUserMeasuringInfo });
export const saveMeasurement = withSchemas(E.saveMeasurement, { body: SaveMeasurementSchema, answer: MeasuringAnswers.saveMeasurement });
export const deletePerson = withSchemas(E.deletePerson, { body: DeletePersonSchema, answer: MeasuringAnswers.deletePerson });
export const addPerson = withSchemas(E.addPerson, { body: AddPersonSchema, answer: MeasuringAnswers.addPerson });
export const getTaskMeasuringData = withSchemas(E.getTaskMeasuringData, { query: TaskIdQuery, answer: MeasuringAnswers.getTaskMeasuringData });
export const getSizeSelect = withSchemas(E.getSizeSelect, { query: SizeSelectQuery, answer: MeasuringAnswers.getSizeSelect });
export const getMeasuringUserOrderInfo = withSchemas(E.getMeasuringUserOrderInfo, { query: PersonQuery, answer: MeasuringAnswers.getMeasuringUserOrderInfo });
export const editOrderInfo = withSchemas(E.editOrderInfo, { body: EditOrderInfoSchema, answer: MeasuringAnswers.editOrderInfo });
export const importUserData = withSchemas(E.importUserData, { body: ImportPeopleBody, answer: MeasuringAnswers.importUserData });
export const exportMeasuringUserInfo = withSchemas(E.exportMeasuringUserInfo, { query: ExportQuery });
export const uploadBase64 = withSchemas(E.uploadBase64, { body: Base64ImageBody, answer: MeasuringAnswers.uploadBase64 });
export const personHistory = withSchemas(E.personHistory, { query: PersonHistoryQuery, answer: MeasuringAnswers.personHistory });
export const conflicts = withSchemas(E.conflicts, { query: TaskIdQuery, answer: MeasuringAnswers.conflicts });
export const resolveConflict = withSchemas(E.resolveConflict, { body: ResolveConflictSchema, answer: MeasuringAnswers.resolveConflict });
export const changes = withSchemas(E.changes, { query: ChangesQuery, answer: MeasuringAnswers.changes });

export const categoryList = withSchemas(E.categoryList, { answer: CategoryRowsSchema });
export const editionsByCategories = withSchemas(E.editionsByCategories, { query: CategoriesQuery, answer: EditionRowsSchema });
export const itemsByCategories = withSchemas(E.itemsByCategories, { query: CategoriesQuery, answer: ItemsByCategoriesSchema });
export const recommendSize = withSchemas(E.recommendSize, { body: RecommendSizeBodySchema, answer: RecommendSizeAnswerSchema });
export const sizeByOne = withSchemas(E.sizeByOne, { query: SizeChartQuery, answer: SizeGroupSchema });
