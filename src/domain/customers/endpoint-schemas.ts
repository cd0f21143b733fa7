/**
 * The schemas of the customers calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema } from '../shared/endpoint-schemas';
import { AddressInput, AddressListSchema, AreaBody, AreaSchema, BodyInfoSchema, BusinessInput, ClientInput, ClientRef, CompanyIdQuery, CompanyPageSchema, CompanySchema, CompanyTaskAnswerSchema, CompanyTaskBody, ConsumerOrdersSchema, CustomerPageSchema, CustomerRowSchema, EditAddressInput, EditBusinessInput, EditClientInput, EditPersonInput, EditionTypeSchema, ExportSizeBody, IdBody, ImportPeopleBody, ImportResultSchema, ListQuery, LogoBody, ModelingsSchema, PeoplePageSchema, PeopleQuery, PersonInput, TemplateLinkSchema, TemplateQuery } from './contract';

export const schemas = {
  consumerList: { query: ListQuery, answer: CustomerPageSchema },
  basicInfo: { query: IdBody, answer: CustomerRowSchema },
  addClient: { body: ClientInput, answer: IdAnswerSchema },
  editClient: { body: EditClientInput, answer: IdAnswerSchema },
  delClient: { body: IdBody, answer: IdAnswerSchema },
  bodyInfo: { query: IdBody, answer: BodyInfoSchema },
  modelings: { query: IdBody, answer: ModelingsSchema },
  consumerOrders: { query: IdBody, answer: ConsumerOrdersSchema },
  businessList: { query: ListQuery, answer: CompanyPageSchema },
  businessDetail: { query: IdBody, answer: CompanySchema },
  addBusiness: { body: BusinessInput, answer: IdAnswerSchema },
  editBusiness: { body: EditBusinessInput, answer: IdAnswerSchema },
  delBusiness: { body: IdBody, answer: IdAnswerSchema },
  businessLogo: { body: LogoBody, answer: CompanySchema },
  measuringUser: { query: PeopleQuery, answer: PeoplePageSchema },
  addMeasuringUser: { body: PersonInput, answer: IdAnswerSchema },
  editMeasuringUser: { body: EditPersonInput, answer: IdAnswerSchema },
  delMeasuringUser: { body: IdBody, answer: IdAnswerSchema },
  exportMeasuringUser: { query: CompanyIdQuery },
  downMeasuringUserTmpl: { answer: TemplateLinkSchema },
  measuringUserTmplFile: { query: TemplateQuery },
  importMeasuringUser: { body: ImportPeopleBody, answer: ImportResultSchema },
  peopleToTask: { body: CompanyTaskBody, answer: CompanyTaskAnswerSchema },
  peopleFromTask: { body: CompanyTaskBody, answer: CompanyTaskAnswerSchema },
  addressList: { query: ClientRef, answer: AddressListSchema },
  area: { body: AreaBody, answer: AreaSchema },
  addAddress: { body: AddressInput, answer: IdAnswerSchema },
  editAddress: { body: EditAddressInput, answer: IdAnswerSchema },
  setDefaultAddress: { body: IdBody, answer: IdAnswerSchema },
  cancelDefaultAddress: { body: IdBody, answer: IdAnswerSchema },
  delAddress: { body: IdBody, answer: IdAnswerSchema },
  editionType: { answer: EditionTypeSchema },
  exportUserSize: { body: ExportSizeBody },
} satisfies Record<string, Schemas>;
