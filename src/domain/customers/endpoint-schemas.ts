/**
 * The customers calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { AddressInput, AddressListSchema, AreaBody, AreaSchema, BodyInfoSchema, BusinessInput, ClientInput, ClientRef, CompanyIdQuery, CompanyPageSchema, CompanySchema, CompanyTaskAnswerSchema, CompanyTaskBody, ConsumerOrdersSchema, CustomerPageSchema, CustomerRowSchema, EditAddressInput, EditBusinessInput, EditClientInput, EditPersonInput, EditionTypeSchema, ExportSizeBody, IdBody, ImportPeopleBody, ImportResultSchema, ListQuery, LogoBody, ModelingsSchema, PeoplePageSchema, PeopleQuery, PersonInput, TemplateLinkSchema, TemplateQuery } from './contract';
import * as E from './endpoints';

export const consumerList = withSchemas(E.consumerList, { query: ListQuery, answer: CustomerPageSchema });
export const basicInfo = withSchemas(E.basicInfo, { query: IdBody, answer: CustomerRowSchema });
export const addClient = withSchemas(E.addClient, { body: ClientInput, answer: IdAnswerSchema });
export const editClient = withSchemas(E.editClient, { body: EditClientInput, answer: IdAnswerSchema });
export const delClient = withSchemas(E.delClient, { body: IdBody, answer: IdAnswerSchema });
export const bodyInfo = withSchemas(E.bodyInfo, { query: IdBody, answer: BodyInfoSchema });
export const modelings = withSchemas(E.modelings, { query: IdBody, answer: ModelingsSchema });
export const consumerOrders = withSchemas(E.consumerOrders, { query: IdBody, answer: ConsumerOrdersSchema });
export const businessList = withSchemas(E.businessList, { query: ListQuery, answer: CompanyPageSchema });
export const businessDetail = withSchemas(E.businessDetail, { query: IdBody, answer: CompanySchema });
export const addBusiness = withSchemas(E.addBusiness, { body: BusinessInput, answer: IdAnswerSchema });
export const editBusiness = withSchemas(E.editBusiness, { body: EditBusinessInput, answer: IdAnswerSchema });
export const delBusiness = withSchemas(E.delBusiness, { body: IdBody, answer: IdAnswerSchema });
export const businessLogo = withSchemas(E.businessLogo, { body: LogoBody, answer: CompanySchema });
export const measuringUser = withSchemas(E.measuringUser, { query: PeopleQuery, answer: PeoplePageSchema });
export const addMeasuringUser = withSchemas(E.addMeasuringUser, { body: PersonInput, answer: IdAnswerSchema });
export const editMeasuringUser = withSchemas(E.editMeasuringUser, { body: EditPersonInput, answer: IdAnswerSchema });
export const delMeasuringUser = withSchemas(E.delMeasuringUser, { body: IdBody, answer: IdAnswerSchema });
export const exportMeasuringUser = withSchemas(E.exportMeasuringUser, { query: CompanyIdQuery });
export const downMeasuringUserTmpl = withSchemas(E.downMeasuringUserTmpl, { answer: TemplateLinkSchema });
export const measuringUserTmplFile = withSchemas(E.measuringUserTmplFile, { query: TemplateQuery });
export const importMeasuringUser = withSchemas(E.importMeasuringUser, { body: ImportPeopleBody, answer: ImportResultSchema });
export const peopleToTask = withSchemas(E.peopleToTask, { body: CompanyTaskBody, answer: CompanyTaskAnswerSchema });
export const peopleFromTask = withSchemas(E.peopleFromTask, { body: CompanyTaskBody, answer: CompanyTaskAnswerSchema });
export const addressList = withSchemas(E.addressList, { query: ClientRef, answer: AddressListSchema });
export const area = withSchemas(E.area, { body: AreaBody, answer: AreaSchema });
export const addAddress = withSchemas(E.addAddress, { body: AddressInput, answer: IdAnswerSchema });
export const editAddress = withSchemas(E.editAddress, { body: EditAddressInput, answer: IdAnswerSchema });
export const setDefaultAddress = withSchemas(E.setDefaultAddress, { body: IdBody, answer: IdAnswerSchema });
export const cancelDefaultAddress = withSchemas(E.cancelDefaultAddress, { body: IdBody, answer: IdAnswerSchema });
export const delAddress = withSchemas(E.delAddress, { body: IdBody, answer: IdAnswerSchema });
export const editionType = withSchemas(E.editionType, { answer: EditionTypeSchema });
export const exportUserSize = withSchemas(E.exportUserSize, { body: ExportSizeBody });
