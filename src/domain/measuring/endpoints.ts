/**
 * The measuring calls as endpoint values (../shared/endpoint.ts): their schemas (requests in
 * ./contract.ts, answers in ./wire.ts) are named as types only, so a screen that calls them, or a
 * route's preparation asking for a task's first page, downloads no zod. ./endpoint-schemas.ts holds the
 * schemas, and ./calls.ts pairs the values with them for the server's routes.
 */
import { endpoint } from '../shared/endpoint';
import { MEASURING_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const getUser = endpoint<S['getUser']>('GET', MEASURING_PATHS.getUser);
export const getBaseSetting = endpoint<S['getBaseSetting']>('GET', MEASURING_PATHS.getBaseSetting);
export const setBaseSetting = endpoint<S['setBaseSetting']>('POST', MEASURING_PATHS.setBaseSetting);
export const getUserList = endpoint<S['getUserList']>('GET', MEASURING_PATHS.getUserList);
export const measuringList = endpoint<S['measuringList']>('GET', MEASURING_PATHS.measuringList);
export const taskInfo = endpoint<S['taskInfo']>('GET', MEASURING_PATHS.taskInfo);
export const addTask = endpoint<S['addTask']>('POST', MEASURING_PATHS.addTask);
export const editTask = endpoint<S['editTask']>('POST', MEASURING_PATHS.editTask);
export const delTask = endpoint<S['delTask']>('POST', MEASURING_PATHS.delTask);
export const updateTask = endpoint<S['updateTask']>('POST', MEASURING_PATHS.updateTask);
export const getTaskCount = endpoint<S['getTaskCount']>('GET', MEASURING_PATHS.getTaskCount);
export const getDepartmentListByTask = endpoint<S['getDepartmentListByTask']>('GET', MEASURING_PATHS.getDepartmentListByTask);
export const renameDepartment = endpoint<S['renameDepartment']>('POST', MEASURING_PATHS.renameDepartment);
export const getSpecialShapeValueByTask = endpoint<S['getSpecialShapeValueByTask']>('GET', MEASURING_PATHS.getSpecialShapeValueByTask);
export const getTaskUserList = endpoint<S['getTaskUserList']>('GET', MEASURING_PATHS.getTaskUserList);
export const getUserMeasuringInfo = endpoint<S['getUserMeasuringInfo']>('GET', MEASURING_PATHS.getUserMeasuringInfo);
export const saveMeasurement = endpoint<S['saveMeasurement']>('POST', MEASURING_PATHS.saveMeasurement);
export const deletePerson = endpoint<S['deletePerson']>('POST', MEASURING_PATHS.deletePerson);
export const addPerson = endpoint<S['addPerson']>('POST', MEASURING_PATHS.addPerson);
export const getTaskMeasuringData = endpoint<S['getTaskMeasuringData']>('GET', MEASURING_PATHS.getTaskMeasuringData);
export const getSizeSelect = endpoint<S['getSizeSelect']>('GET', MEASURING_PATHS.getSizeSelect);
export const getMeasuringUserOrderInfo = endpoint<S['getMeasuringUserOrderInfo']>('GET', MEASURING_PATHS.getMeasuringUserOrderInfo);
export const editOrderInfo = endpoint<S['editOrderInfo']>('POST', MEASURING_PATHS.editOrderInfo);
export const importUserData = endpoint<S['importUserData']>('POST', MEASURING_PATHS.importUserData);
export const exportMeasuringUserInfo = endpoint<S['exportMeasuringUserInfo']>('GET', MEASURING_PATHS.exportMeasuringUserInfo);
export const uploadBase64 = endpoint<S['uploadBase64']>('POST', MEASURING_PATHS.uploadBase64);
export const personHistory = endpoint<S['personHistory']>('GET', MEASURING_PATHS.personHistory);
export const conflicts = endpoint<S['conflicts']>('GET', MEASURING_PATHS.conflicts);
export const resolveConflict = endpoint<S['resolveConflict']>('POST', MEASURING_PATHS.resolveConflict);
export const changes = endpoint<S['changes']>('GET', MEASURING_PATHS.changes);

// The catalogue lookups of the measuring pages, served by the catalogue module.
export const categoryList = endpoint<S['categoryList']>('GET', MEASURING_PATHS.categoryList);
export const editionsByCategories = endpoint<S['editionsByCategories']>('GET', MEASURING_PATHS.editionsByCategories);
export const itemsByCategories = endpoint<S['itemsByCategories']>('GET', MEASURING_PATHS.itemsByCategories);
export const recommendSize = endpoint<S['recommendSize']>('POST', MEASURING_PATHS.recommendSize);
export const sizeByOne = endpoint<S['sizeByOne']>('GET', MEASURING_PATHS.sizeByOne);
