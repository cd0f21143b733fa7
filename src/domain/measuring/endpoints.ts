/**
 * The measuring calls as endpoint values (../shared/endpoint.ts): their schemas (requests in
 * ./contract.ts, answers in ./wire.ts) are named as types only, so a screen that calls them, or a
 * route's loader asking for a task's first page, downloads no zod. ./endpoint-schemas.ts pairs them with the
 * schemas for the server's routes.
 */
import { endpoint } from '../shared/endpoint';
import type {
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
import type {
  CategoriesQuery,
  CategoryRowsSchema,
  EditionRowsSchema,
  ItemsByCategoriesSchema,
  RecommendSizeAnswerSchema,
  RecommendSizeBodySchema,
  SizeChartQuery,
  SizeGroupSchema,
} from '../catalogue/contract';
import { MEASURING_PATHS } from './paths';
import type { MeasuringAnswers } from './wire';

type Answers = typeof MeasuringAnswers;

export const getUser = endpoint<{ query: typeof UserQuery; answer: Answers['getUser'] }>('GET', MEASURING_PATHS.getUser);
export const getBaseSetting = endpoint<{ answer: Answers['getBaseSetting'] }>('GET', MEASURING_PATHS.getBaseSetting);
export const setBaseSetting = endpoint<{ body: typeof StepSizeBody; answer: Answers['setBaseSetting'] }>('POST', MEASURING_PATHS.setBaseSetting);
export const getUserList = endpoint<{ answer: Answers['getUserList'] }>('GET', MEASURING_PATHS.getUserList);
export const measuringList = endpoint<{ query: typeof TaskListQuery; answer: Answers['measuringList'] }>('GET', MEASURING_PATHS.measuringList);
export const taskInfo = endpoint<{ query: typeof TaskIdQuery; answer: Answers['taskInfo'] }>('GET', MEASURING_PATHS.taskInfo);
export const addTask = endpoint<{ body: typeof TaskSchema; answer: Answers['addTask'] }>('POST', MEASURING_PATHS.addTask);
export const editTask = endpoint<{ body: typeof TaskEditSchema; answer: Answers['editTask'] }>('POST', MEASURING_PATHS.editTask);
export const delTask = endpoint<{ body: typeof DeleteTasksSchema; answer: Answers['delTask'] }>('POST', MEASURING_PATHS.delTask);
export const updateTask = endpoint<{ body: typeof UpdateTaskSchema; answer: Answers['updateTask'] }>('POST', MEASURING_PATHS.updateTask);
export const getTaskCount = endpoint<{ query: typeof TaskIdQuery; answer: Answers['getTaskCount'] }>('GET', MEASURING_PATHS.getTaskCount);
export const getDepartmentListByTask = endpoint<{ query: typeof DepartmentsQuery; answer: Answers['getDepartmentListByTask'] }>('GET', MEASURING_PATHS.getDepartmentListByTask);
export const renameDepartment = endpoint<{ body: typeof RenameDepartmentSchema; answer: Answers['renameDepartment'] }>('POST', MEASURING_PATHS.renameDepartment);
export const getSpecialShapeValueByTask = endpoint<{ query: typeof TaskIdQuery; answer: Answers['getSpecialShapeValueByTask'] }>('GET', MEASURING_PATHS.getSpecialShapeValueByTask);
export const getTaskUserList = endpoint<{ query: typeof PeopleListQuery; answer: Answers['getTaskUserList'] }>('GET', MEASURING_PATHS.getTaskUserList);
export const getUserMeasuringInfo = endpoint<{ query: typeof PersonQuery; answer: Answers['getUserMeasuringInfo'] }>('GET', MEASURING_PATHS.getUserMeasuringInfo);
export const saveMeasurement = endpoint<{ body: typeof SaveMeasurementSchema; answer: Answers['saveMeasurement'] }>('POST', MEASURING_PATHS.saveMeasurement);
export const deletePerson = endpoint<{ body: typeof DeletePersonSchema; answer: Answers['deletePerson'] }>('POST', MEASURING_PATHS.deletePerson);
export const addPerson = endpoint<{ body: typeof AddPersonSchema; answer: Answers['addPerson'] }>('POST', MEASURING_PATHS.addPerson);
export const getTaskMeasuringData = endpoint<{ query: typeof TaskIdQuery; answer: Answers['getTaskMeasuringData'] }>('GET', MEASURING_PATHS.getTaskMeasuringData);
export const getSizeSelect = endpoint<{ query: typeof SizeSelectQuery; answer: Answers['getSizeSelect'] }>('GET', MEASURING_PATHS.getSizeSelect);
export const getMeasuringUserOrderInfo = endpoint<{ query: typeof PersonQuery; answer: Answers['getMeasuringUserOrderInfo'] }>('GET', MEASURING_PATHS.getMeasuringUserOrderInfo);
export const editOrderInfo = endpoint<{ body: typeof EditOrderInfoSchema; answer: Answers['editOrderInfo'] }>('POST', MEASURING_PATHS.editOrderInfo);
export const importUserData = endpoint<{ body: typeof ImportPeopleBody; answer: Answers['importUserData'] }>('POST', MEASURING_PATHS.importUserData);
export const exportMeasuringUserInfo = endpoint<{ query: typeof ExportQuery }>('GET', MEASURING_PATHS.exportMeasuringUserInfo);
export const uploadBase64 = endpoint<{ body: typeof Base64ImageBody; answer: Answers['uploadBase64'] }>('POST', MEASURING_PATHS.uploadBase64);
export const personHistory = endpoint<{ query: typeof PersonHistoryQuery; answer: Answers['personHistory'] }>('GET', MEASURING_PATHS.personHistory);
export const conflicts = endpoint<{ query: typeof TaskIdQuery; answer: Answers['conflicts'] }>('GET', MEASURING_PATHS.conflicts);
export const resolveConflict = endpoint<{ body: typeof ResolveConflictSchema; answer: Answers['resolveConflict'] }>('POST', MEASURING_PATHS.resolveConflict);
export const changes = endpoint<{ query: typeof ChangesQuery; answer: Answers['changes'] }>('GET', MEASURING_PATHS.changes);

// The catalogue lookups of the measuring pages, served by the catalogue module.
export const categoryList = endpoint<{ answer: typeof CategoryRowsSchema }>('GET', MEASURING_PATHS.categoryList);
export const editionsByCategories = endpoint<{ query: typeof CategoriesQuery; answer: typeof EditionRowsSchema }>('GET', MEASURING_PATHS.editionsByCategories);
export const itemsByCategories = endpoint<{ query: typeof CategoriesQuery; answer: typeof ItemsByCategoriesSchema }>('GET', MEASURING_PATHS.itemsByCategories);
export const recommendSize = endpoint<{ body: typeof RecommendSizeBodySchema; answer: typeof RecommendSizeAnswerSchema }>('POST', MEASURING_PATHS.recommendSize);
export const sizeByOne = endpoint<{ query: typeof SizeChartQuery; answer: typeof SizeGroupSchema }>('GET', MEASURING_PATHS.sizeByOne);
