/**
 * The fast order's and deep customization's catalogue calls as endpoint values
 * (../shared/endpoint.ts): their schemas are named as types only, so a screen that calls them
 * downloads no zod; ./endpoint-schemas.ts pairs them with the schemas. The snapshot's is apart
 * (./snapshot-endpoint.ts), for the signed-in shell.
 */
import { endpoint } from '../shared/endpoint';
import type {
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
} from './contract';
import { DEEP_PATHS, FAST_CATALOGUE_PATHS } from './lookup-paths';

// Fast order (/fast_order/*).
export const fastCategoryList = endpoint<{ answer: typeof FastCategoryListAnswer }>('GET', FAST_CATALOGUE_PATHS.categoryList);
export const fastEditionTypes = endpoint<{ query: typeof CategoryQuery; answer: typeof FastEditionTypesAnswer }>('GET', FAST_CATALOGUE_PATHS.editionTypes);
export const fastTechList = endpoint<{ query: typeof TechListQuery; answer: typeof FastTechListAnswer }>('GET', FAST_CATALOGUE_PATHS.techList);
export const fastProductList = endpoint<{ query: typeof CatalogueSearchQuery; answer: typeof FastProductListAnswer }>('GET', FAST_CATALOGUE_PATHS.productList);
export const fastStyleList = endpoint<{ query: typeof CatalogueSearchQuery; answer: typeof FastStyleListAnswer }>('GET', FAST_CATALOGUE_PATHS.styleList);
export const fastCommonStyleList = endpoint<{ query: typeof CatalogueSearchQuery; answer: typeof FastCommonStyleListAnswer }>('GET', FAST_CATALOGUE_PATHS.commonStyleList);
export const fastTechByProduct = endpoint<{ query: typeof TechByProductQuery; answer: typeof TechByProductAnswerSchema }>('GET', FAST_CATALOGUE_PATHS.techByProduct);
export const fastTechByStyle = endpoint<{ query: typeof TechByStyleQuery; answer: typeof TechByStyleAnswerSchema }>('GET', FAST_CATALOGUE_PATHS.techByStyle);
export const fastTechByCommonStyle = endpoint<{ query: typeof TechByCommonStyleQuery; answer: typeof TechByCommonStyleAnswerSchema }>('GET', FAST_CATALOGUE_PATHS.techByCommonStyle);
export const fastFabricList = endpoint<{ query: typeof FastFabricQuery; answer: typeof FastFabricListAnswer }>('GET', FAST_CATALOGUE_PATHS.fabricList);
export const fastClashTable = endpoint<{ answer: typeof FastClashTableAnswer }>('GET', FAST_CATALOGUE_PATHS.clashTable);
export const fastAddCommonStyle = endpoint<{ body: typeof AddCommonStyleSchema; answer: typeof IdAnswerSchema }>('POST', FAST_CATALOGUE_PATHS.addCommonStyle);
export const fastDeleteCommonStyle = endpoint<{ body: typeof DeleteCommonStyleSchema; answer: typeof IdAnswerSchema }>('POST', FAST_CATALOGUE_PATHS.deleteCommonStyle);
export const fastWearingStyles = endpoint<{ query: typeof CategoriesQuery; answer: typeof FastWearingStylesAnswer }>('GET', FAST_CATALOGUE_PATHS.wearingStyles);
export const fastBodyItems = endpoint<{ query: typeof CategoriesQuery; answer: typeof FastBodyItemsAnswer }>('GET', FAST_CATALOGUE_PATHS.bodyItems);
export const fastSpecialShapes = endpoint<{ query: typeof CategoriesQuery; answer: typeof FastSpecialShapesAnswer }>('GET', FAST_CATALOGUE_PATHS.specialShapes);
export const fastGrading = endpoint<{ body: typeof GradingBodySchema; answer: typeof GradeValuesSchema }>('POST', FAST_CATALOGUE_PATHS.grading);
export const fastStandardSizeMatch = endpoint<{ body: typeof SizeMatchBodySchema; answer: typeof SizeMatchAnswerSchema }>('POST', FAST_CATALOGUE_PATHS.standardSizeMatch);
export const fastStandardSizeData = endpoint<{ query: typeof FastSizeDataQuery; answer: typeof FastStandardSizeDataAnswer }>('GET', FAST_CATALOGUE_PATHS.standardSizeData);
export const fastProcessList = endpoint<{ query: typeof FastProcessQuery; answer: typeof FastProcessListAnswer }>('GET', FAST_CATALOGUE_PATHS.processList);
export const fastSpecialTech = endpoint<{ query: typeof SpecialTechQuery; answer: typeof SpecialTechAnswerSchema }>('GET', FAST_CATALOGUE_PATHS.specialTech);
export const fastPrice = endpoint<{ body: typeof PriceBodySchema; answer: typeof PriceAnswerSchema }>('POST', FAST_CATALOGUE_PATHS.price);
export const fastChooseTech = endpoint<{ body: typeof ChooseTechBodySchema; answer: typeof ChooseTechAnswerSchema }>('POST', FAST_CATALOGUE_PATHS.chooseTech);

// Deep customization (/deep_custom/*).
export const deepSeriesList = endpoint<{ answer: typeof DeepSeriesListAnswer }>('GET', DEEP_PATHS.seriesList);
export const deepCategoryList = endpoint<{ query: typeof DeepCategoryQuery; answer: typeof DeepCategoryListAnswer }>('GET', DEEP_PATHS.categoryList);
export const deepEditionList = endpoint<{ query: typeof DeepEditionQuery; answer: typeof DeepEditionListAnswer }>('GET', DEEP_PATHS.editionList);
export const deepProcessList = endpoint<{ query: typeof CategoryQuery; answer: typeof DeepProcessListAnswer }>('GET', DEEP_PATHS.processList);
export const deepComplementaryProcess = endpoint<{ query: typeof EditionNumberQuery; answer: typeof DeepComplementaryProcessAnswer }>('GET', DEEP_PATHS.complementaryProcess);
export const deepFabricAttrs = endpoint<{ answer: typeof FabricAttrsSchema }>('GET', DEEP_PATHS.fabricAttrs);
export const deepFabricList = endpoint<{ body: typeof DeepFabricSchema; answer: typeof DeepFabricListAnswer }>('POST', DEEP_PATHS.fabricList);
export const deepTechTree = endpoint<{ query: typeof TechTreeQuery; answer: typeof TechTreeSchema }>('GET', DEEP_PATHS.techTree);
export const deepWearingStyles = endpoint<{ query: typeof CategoryQuery; answer: typeof WearingStylesRowSchema }>('GET', DEEP_PATHS.wearingStyles);
export const deepBodyItems = endpoint<{ query: typeof DeepBodyItemsQuery; answer: typeof DeepBodyItemsAnswer }>('GET', DEEP_PATHS.bodyItems);
export const deepStandardSizeData = endpoint<{ query: typeof SizeChartQuery; answer: typeof DeepStandardSizeDataAnswer }>('GET', DEEP_PATHS.standardSizeData);
export const deepSizeList = endpoint<{ query: typeof SizeChartQuery; answer: typeof SizeListSchema }>('GET', DEEP_PATHS.sizeList);
export const deepBom = endpoint<{ body: typeof BomSchema; answer: typeof BomAnswerSchema }>('POST', DEEP_PATHS.bom);
export const deepFabricTechList = endpoint<{ query: typeof FabricTechQuery; answer: typeof DeepFabricTechListAnswer }>('GET', DEEP_PATHS.fabricTechList);
export const deepProductList = endpoint<{ query: typeof DeepProductQuery; answer: typeof DeepProductListAnswer }>('GET', DEEP_PATHS.productList);
export const deepTechByProduct = endpoint<{ query: typeof DeepTechByProductQuery; answer: typeof DeepTechByProductSchema }>('GET', DEEP_PATHS.techByProduct);
