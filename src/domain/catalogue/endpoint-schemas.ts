/**
 * The catalogue calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts and ./snapshot-endpoint.ts have the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import {
  AddCommonStyleSchema,
  BomAnswerSchema,
  BomSchema,
  CatalogueSearchQuery,
  CategoriesQuery,
  CategoryQuery,
  ChooseTechAnswerSchema,
  ChooseTechBodySchema,
  DeepBodyItemsAnswer,
  DeepBodyItemsQuery,
  DeepCategoryListAnswer,
  DeepCategoryQuery,
  DeepComplementaryProcessAnswer,
  DeepEditionListAnswer,
  DeepEditionQuery,
  DeepFabricListAnswer,
  DeepFabricSchema,
  DeepFabricTechListAnswer,
  DeepProcessListAnswer,
  DeepProductListAnswer,
  DeepProductQuery,
  DeepSeriesListAnswer,
  DeepStandardSizeDataAnswer,
  DeepTechByProductQuery,
  DeepTechByProductSchema,
  DeleteCommonStyleSchema,
  EditionNumberQuery,
  FabricAttrsSchema,
  FabricTechQuery,
  FastBodyItemsAnswer,
  FastCategoryListAnswer,
  FastClashTableAnswer,
  FastCommonStyleListAnswer,
  FastEditionTypesAnswer,
  FastFabricListAnswer,
  FastFabricQuery,
  FastProcessListAnswer,
  FastProcessQuery,
  FastProductListAnswer,
  FastSizeDataQuery,
  FastSpecialShapesAnswer,
  FastStandardSizeDataAnswer,
  FastStyleListAnswer,
  FastTechListAnswer,
  FastWearingStylesAnswer,
  GradeValuesSchema,
  GradingBodySchema,
  IdAnswerSchema,
  PriceAnswerSchema,
  PriceBodySchema,
  SizeChartQuery,
  SizeListSchema,
  SizeMatchAnswerSchema,
  SizeMatchBodySchema,
  SpecialTechAnswerSchema,
  SpecialTechQuery,
  TechByCommonStyleAnswerSchema,
  TechByCommonStyleQuery,
  TechByProductAnswerSchema,
  TechByProductQuery,
  TechByStyleAnswerSchema,
  TechByStyleQuery,
  TechListQuery,
  TechTreeQuery,
  TechTreeSchema,
  WearingStylesRowSchema,
  SnapshotAnswerSchema,
  SnapshotQuery,
} from './contract';
import * as E from './endpoints';
import { catalogueSnapshot as snapshot } from './snapshot-endpoint';

export const catalogueSnapshot = withSchemas(snapshot, { query: SnapshotQuery, answer: SnapshotAnswerSchema });

// Fast order (/fast_order/*).
export const fastCategoryList = withSchemas(E.fastCategoryList, { answer: FastCategoryListAnswer });
export const fastEditionTypes = withSchemas(E.fastEditionTypes, { query: CategoryQuery, answer: FastEditionTypesAnswer });
export const fastTechList = withSchemas(E.fastTechList, { query: TechListQuery, answer: FastTechListAnswer });
export const fastProductList = withSchemas(E.fastProductList, { query: CatalogueSearchQuery, answer: FastProductListAnswer });
export const fastStyleList = withSchemas(E.fastStyleList, { query: CatalogueSearchQuery, answer: FastStyleListAnswer });
export const fastCommonStyleList = withSchemas(E.fastCommonStyleList, { query: CatalogueSearchQuery, answer: FastCommonStyleListAnswer });
export const fastTechByProduct = withSchemas(E.fastTechByProduct, { query: TechByProductQuery, answer: TechByProductAnswerSchema });
export const fastTechByStyle = withSchemas(E.fastTechByStyle, { query: TechByStyleQuery, answer: TechByStyleAnswerSchema });
export const fastTechByCommonStyle = withSchemas(E.fastTechByCommonStyle, { query: TechByCommonStyleQuery, answer: TechByCommonStyleAnswerSchema });
export const fastFabricList = withSchemas(E.fastFabricList, { query: FastFabricQuery, answer: FastFabricListAnswer });
export const fastClashTable = withSchemas(E.fastClashTable, { answer: FastClashTableAnswer });
export const fastAddCommonStyle = withSchemas(E.fastAddCommonStyle, { body: AddCommonStyleSchema, answer: IdAnswerSchema });
export const fastDeleteCommonStyle = withSchemas(E.fastDeleteCommonStyle, { body: DeleteCommonStyleSchema, answer: IdAnswerSchema });
export const fastWearingStyles = withSchemas(E.fastWearingStyles, { query: CategoriesQuery, answer: FastWearingStylesAnswer });
export const fastBodyItems = withSchemas(E.fastBodyItems, { query: CategoriesQuery, answer: FastBodyItemsAnswer });
export const fastSpecialShapes = withSchemas(E.fastSpecialShapes, { query: CategoriesQuery, answer: FastSpecialShapesAnswer });
export const fastGrading = withSchemas(E.fastGrading, { body: GradingBodySchema, answer: GradeValuesSchema });
export const fastStandardSizeMatch = withSchemas(E.fastStandardSizeMatch, { body: SizeMatchBodySchema, answer: SizeMatchAnswerSchema });
export const fastStandardSizeData = withSchemas(E.fastStandardSizeData, { query: FastSizeDataQuery, answer: FastStandardSizeDataAnswer });
export const fastProcessList = withSchemas(E.fastProcessList, { query: FastProcessQuery, answer: FastProcessListAnswer });
export const fastSpecialTech = withSchemas(E.fastSpecialTech, { query: SpecialTechQuery, answer: SpecialTechAnswerSchema });
export const fastPrice = withSchemas(E.fastPrice, { body: PriceBodySchema, answer: PriceAnswerSchema });
export const fastChooseTech = withSchemas(E.fastChooseTech, { body: ChooseTechBodySchema, answer: ChooseTechAnswerSchema });

// Deep customization (/deep_custom/*).
export const deepSeriesList = withSchemas(E.deepSeriesList, { answer: DeepSeriesListAnswer });
export const deepCategoryList = withSchemas(E.deepCategoryList, { query: DeepCategoryQuery, answer: DeepCategoryListAnswer });
export const deepEditionList = withSchemas(E.deepEditionList, { query: DeepEditionQuery, answer: DeepEditionListAnswer });
export const deepProcessList = withSchemas(E.deepProcessList, { query: CategoryQuery, answer: DeepProcessListAnswer });
export const deepComplementaryProcess = withSchemas(E.deepComplementaryProcess, { query: EditionNumberQuery, answer: DeepComplementaryProcessAnswer });
export const deepFabricAttrs = withSchemas(E.deepFabricAttrs, { answer: FabricAttrsSchema });
export const deepFabricList = withSchemas(E.deepFabricList, { body: DeepFabricSchema, answer: DeepFabricListAnswer });
export const deepTechTree = withSchemas(E.deepTechTree, { query: TechTreeQuery, answer: TechTreeSchema });
export const deepWearingStyles = withSchemas(E.deepWearingStyles, { query: CategoryQuery, answer: WearingStylesRowSchema });
export const deepBodyItems = withSchemas(E.deepBodyItems, { query: DeepBodyItemsQuery, answer: DeepBodyItemsAnswer });
export const deepStandardSizeData = withSchemas(E.deepStandardSizeData, { query: SizeChartQuery, answer: DeepStandardSizeDataAnswer });
export const deepSizeList = withSchemas(E.deepSizeList, { query: SizeChartQuery, answer: SizeListSchema });
export const deepBom = withSchemas(E.deepBom, { body: BomSchema, answer: BomAnswerSchema });
export const deepFabricTechList = withSchemas(E.deepFabricTechList, { query: FabricTechQuery, answer: DeepFabricTechListAnswer });
export const deepProductList = withSchemas(E.deepProductList, { query: DeepProductQuery, answer: DeepProductListAnswer });
export const deepTechByProduct = withSchemas(E.deepTechByProduct, { query: DeepTechByProductQuery, answer: DeepTechByProductSchema });
