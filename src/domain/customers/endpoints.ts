/**
 * The customers calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { IdAnswerSchema } from '../shared/endpoint-schemas';
import type { AddressInput, AddressListSchema, AreaBody, AreaSchema, BodyInfoSchema, BusinessInput, ClientInput, ClientRef, CompanyIdQuery, CompanyPageSchema, CompanySchema, CompanyTaskAnswerSchema, CompanyTaskBody, ConsumerOrdersSchema, CustomerPageSchema, CustomerRowSchema, EditAddressInput, EditBusinessInput, EditClientInput, EditPersonInput, EditionTypeSchema, ExportSizeBody, IdBody, ImportPeopleBody, ImportResultSchema, ListQuery, LogoBody, ModelingsSchema, PeoplePageSchema, PeopleQuery, PersonInput, TemplateLinkSchema, TemplateQuery } from './contract';
import { CUSTOMER_PATHS } from './paths';



export const consumerList = endpoint<{ query: typeof ListQuery; answer: typeof CustomerPageSchema }>('GET', CUSTOMER_PATHS.consumerList);
export const basicInfo = endpoint<{ query: typeof IdBody; answer: typeof CustomerRowSchema }>('GET', CUSTOMER_PATHS.basicInfo);
export const addClient = endpoint<{ body: typeof ClientInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.addClient);
export const editClient = endpoint<{ body: typeof EditClientInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.editClient);
export const delClient = endpoint<{ body: typeof IdBody; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.delClient);
export const bodyInfo = endpoint<{ query: typeof IdBody; answer: typeof BodyInfoSchema }>('GET', CUSTOMER_PATHS.bodyInfo);
export const modelings = endpoint<{ query: typeof IdBody; answer: typeof ModelingsSchema }>('GET', CUSTOMER_PATHS.modelings);
export const consumerOrders = endpoint<{ query: typeof IdBody; answer: typeof ConsumerOrdersSchema }>('GET', CUSTOMER_PATHS.consumerOrders);
export const businessList = endpoint<{ query: typeof ListQuery; answer: typeof CompanyPageSchema }>('GET', CUSTOMER_PATHS.businessList);
export const businessDetail = endpoint<{ query: typeof IdBody; answer: typeof CompanySchema }>('GET', CUSTOMER_PATHS.businessDetail);
export const addBusiness = endpoint<{ body: typeof BusinessInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.addBusiness);
export const editBusiness = endpoint<{ body: typeof EditBusinessInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.editBusiness);
export const delBusiness = endpoint<{ body: typeof IdBody; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.delBusiness);
export const businessLogo = endpoint<{ body: typeof LogoBody; answer: typeof CompanySchema }>('POST', CUSTOMER_PATHS.businessLogo);
export const measuringUser = endpoint<{ query: typeof PeopleQuery; answer: typeof PeoplePageSchema }>('GET', CUSTOMER_PATHS.measuringUser);
export const addMeasuringUser = endpoint<{ body: typeof PersonInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.addMeasuringUser);
export const editMeasuringUser = endpoint<{ body: typeof EditPersonInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.editMeasuringUser);
export const delMeasuringUser = endpoint<{ body: typeof IdBody; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.delMeasuringUser);
export const exportMeasuringUser = endpoint<{ query: typeof CompanyIdQuery }>('GET', CUSTOMER_PATHS.exportMeasuringUser);
export const downMeasuringUserTmpl = endpoint<{ answer: typeof TemplateLinkSchema }>('GET', CUSTOMER_PATHS.downMeasuringUserTmpl);
export const measuringUserTmplFile = endpoint<{ query: typeof TemplateQuery }>('GET', CUSTOMER_PATHS.measuringUserTmplFile);
export const importMeasuringUser = endpoint<{ body: typeof ImportPeopleBody; answer: typeof ImportResultSchema }>('POST', CUSTOMER_PATHS.importMeasuringUser);
export const peopleToTask = endpoint<{ body: typeof CompanyTaskBody; answer: typeof CompanyTaskAnswerSchema }>('POST', CUSTOMER_PATHS.peopleToTask);
export const peopleFromTask = endpoint<{ body: typeof CompanyTaskBody; answer: typeof CompanyTaskAnswerSchema }>('POST', CUSTOMER_PATHS.peopleFromTask);
export const addressList = endpoint<{ query: typeof ClientRef; answer: typeof AddressListSchema }>('GET', CUSTOMER_PATHS.addressList);
export const area = endpoint<{ body: typeof AreaBody; answer: typeof AreaSchema }>('POST', CUSTOMER_PATHS.area);
export const addAddress = endpoint<{ body: typeof AddressInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.addAddress);
export const editAddress = endpoint<{ body: typeof EditAddressInput; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.editAddress);
export const setDefaultAddress = endpoint<{ body: typeof IdBody; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.setDefaultAddress);
export const cancelDefaultAddress = endpoint<{ body: typeof IdBody; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.cancelDefaultAddress);
export const delAddress = endpoint<{ body: typeof IdBody; answer: typeof IdAnswerSchema }>('POST', CUSTOMER_PATHS.delAddress);
export const editionType = endpoint<{ answer: typeof EditionTypeSchema }>('GET', CUSTOMER_PATHS.editionType);
export const exportUserSize = endpoint<{ body: typeof ExportSizeBody }>('POST', CUSTOMER_PATHS.exportUserSize);
