/**
 * The customers calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { CUSTOMER_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const consumerList = endpoint<S['consumerList']>('GET', CUSTOMER_PATHS.consumerList);
export const basicInfo = endpoint<S['basicInfo']>('GET', CUSTOMER_PATHS.basicInfo);
export const addClient = endpoint<S['addClient']>('POST', CUSTOMER_PATHS.addClient);
export const editClient = endpoint<S['editClient']>('POST', CUSTOMER_PATHS.editClient);
export const delClient = endpoint<S['delClient']>('POST', CUSTOMER_PATHS.delClient);
export const bodyInfo = endpoint<S['bodyInfo']>('GET', CUSTOMER_PATHS.bodyInfo);
export const modelings = endpoint<S['modelings']>('GET', CUSTOMER_PATHS.modelings);
export const consumerOrders = endpoint<S['consumerOrders']>('GET', CUSTOMER_PATHS.consumerOrders);
export const businessList = endpoint<S['businessList']>('GET', CUSTOMER_PATHS.businessList);
export const businessDetail = endpoint<S['businessDetail']>('GET', CUSTOMER_PATHS.businessDetail);
export const addBusiness = endpoint<S['addBusiness']>('POST', CUSTOMER_PATHS.addBusiness);
export const editBusiness = endpoint<S['editBusiness']>('POST', CUSTOMER_PATHS.editBusiness);
export const delBusiness = endpoint<S['delBusiness']>('POST', CUSTOMER_PATHS.delBusiness);
export const businessLogo = endpoint<S['businessLogo']>('POST', CUSTOMER_PATHS.businessLogo);
export const measuringUser = endpoint<S['measuringUser']>('GET', CUSTOMER_PATHS.measuringUser);
export const addMeasuringUser = endpoint<S['addMeasuringUser']>('POST', CUSTOMER_PATHS.addMeasuringUser);
export const editMeasuringUser = endpoint<S['editMeasuringUser']>('POST', CUSTOMER_PATHS.editMeasuringUser);
export const delMeasuringUser = endpoint<S['delMeasuringUser']>('POST', CUSTOMER_PATHS.delMeasuringUser);
export const exportMeasuringUser = endpoint<S['exportMeasuringUser']>('GET', CUSTOMER_PATHS.exportMeasuringUser);
export const downMeasuringUserTmpl = endpoint<S['downMeasuringUserTmpl']>('GET', CUSTOMER_PATHS.downMeasuringUserTmpl);
export const measuringUserTmplFile = endpoint<S['measuringUserTmplFile']>('GET', CUSTOMER_PATHS.measuringUserTmplFile);
export const importMeasuringUser = endpoint<S['importMeasuringUser']>('POST', CUSTOMER_PATHS.importMeasuringUser);
export const peopleToTask = endpoint<S['peopleToTask']>('POST', CUSTOMER_PATHS.peopleToTask);
export const peopleFromTask = endpoint<S['peopleFromTask']>('POST', CUSTOMER_PATHS.peopleFromTask);
export const addressList = endpoint<S['addressList']>('GET', CUSTOMER_PATHS.addressList);
export const area = endpoint<S['area']>('POST', CUSTOMER_PATHS.area);
export const addAddress = endpoint<S['addAddress']>('POST', CUSTOMER_PATHS.addAddress);
export const editAddress = endpoint<S['editAddress']>('POST', CUSTOMER_PATHS.editAddress);
export const setDefaultAddress = endpoint<S['setDefaultAddress']>('POST', CUSTOMER_PATHS.setDefaultAddress);
export const cancelDefaultAddress = endpoint<S['cancelDefaultAddress']>('POST', CUSTOMER_PATHS.cancelDefaultAddress);
export const delAddress = endpoint<S['delAddress']>('POST', CUSTOMER_PATHS.delAddress);
export const editionType = endpoint<S['editionType']>('GET', CUSTOMER_PATHS.editionType);
export const exportUserSize = endpoint<S['exportUserSize']>('POST', CUSTOMER_PATHS.exportUserSize);
