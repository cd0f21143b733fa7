/**
 * The fast order's and deep customization's catalogue calls as endpoint values
 * (../shared/endpoint.ts): their schemas are named as types only, so a screen that calls them
 * downloads no zod; ./endpoint-schemas.ts holds the schemas, and ./calls.ts pairs the values with
 * them. The snapshot's is apart (./snapshot-endpoint.ts), for the signed-in shell.
 */
import { endpoint } from '../shared/endpoint';
import { DEEP_PATHS, FAST_CATALOGUE_PATHS } from './lookup-paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

// Fast order (/fast_order/*).
export const fastCategoryList = endpoint<S['fastCategoryList']>('GET', FAST_CATALOGUE_PATHS.categoryList);
export const fastEditionTypes = endpoint<S['fastEditionTypes']>('GET', FAST_CATALOGUE_PATHS.editionTypes);
export const fastTechList = endpoint<S['fastTechList']>('GET', FAST_CATALOGUE_PATHS.techList);
export const fastProductList = endpoint<S['fastProductList']>('GET', FAST_CATALOGUE_PATHS.productList);
export const fastStyleList = endpoint<S['fastStyleList']>('GET', FAST_CATALOGUE_PATHS.styleList);
export const fastCommonStyleList = endpoint<S['fastCommonStyleList']>('GET', FAST_CATALOGUE_PATHS.commonStyleList);
export const fastTechByProduct = endpoint<S['fastTechByProduct']>('GET', FAST_CATALOGUE_PATHS.techByProduct);
export const fastTechByStyle = endpoint<S['fastTechByStyle']>('GET', FAST_CATALOGUE_PATHS.techByStyle);
export const fastTechByCommonStyle = endpoint<S['fastTechByCommonStyle']>('GET', FAST_CATALOGUE_PATHS.techByCommonStyle);
export const fastFabricList = endpoint<S['fastFabricList']>('GET', FAST_CATALOGUE_PATHS.fabricList);
export const fastClashTable = endpoint<S['fastClashTable']>('GET', FAST_CATALOGUE_PATHS.clashTable);
export const fastAddCommonStyle = endpoint<S['fastAddCommonStyle']>('POST', FAST_CATALOGUE_PATHS.addCommonStyle);
export const fastDeleteCommonStyle = endpoint<S['fastDeleteCommonStyle']>('POST', FAST_CATALOGUE_PATHS.deleteCommonStyle);
export const fastWearingStyles = endpoint<S['fastWearingStyles']>('GET', FAST_CATALOGUE_PATHS.wearingStyles);
export const fastBodyItems = endpoint<S['fastBodyItems']>('GET', FAST_CATALOGUE_PATHS.bodyItems);
export const fastSpecialShapes = endpoint<S['fastSpecialShapes']>('GET', FAST_CATALOGUE_PATHS.specialShapes);
export const fastGrading = endpoint<S['fastGrading']>('POST', FAST_CATALOGUE_PATHS.grading);
export const fastStandardSizeMatch = endpoint<S['fastStandardSizeMatch']>('POST', FAST_CATALOGUE_PATHS.standardSizeMatch);
export const fastStandardSizeData = endpoint<S['fastStandardSizeData']>('GET', FAST_CATALOGUE_PATHS.standardSizeData);
export const fastProcessList = endpoint<S['fastProcessList']>('GET', FAST_CATALOGUE_PATHS.processList);
export const fastSpecialTech = endpoint<S['fastSpecialTech']>('GET', FAST_CATALOGUE_PATHS.specialTech);
export const fastPrice = endpoint<S['fastPrice']>('POST', FAST_CATALOGUE_PATHS.price);
export const fastChooseTech = endpoint<S['fastChooseTech']>('POST', FAST_CATALOGUE_PATHS.chooseTech);

// Deep customization (/deep_custom/*).
export const deepSeriesList = endpoint<S['deepSeriesList']>('GET', DEEP_PATHS.seriesList);
export const deepCategoryList = endpoint<S['deepCategoryList']>('GET', DEEP_PATHS.categoryList);
export const deepEditionList = endpoint<S['deepEditionList']>('GET', DEEP_PATHS.editionList);
export const deepProcessList = endpoint<S['deepProcessList']>('GET', DEEP_PATHS.processList);
export const deepComplementaryProcess = endpoint<S['deepComplementaryProcess']>('GET', DEEP_PATHS.complementaryProcess);
export const deepFabricAttrs = endpoint<S['deepFabricAttrs']>('GET', DEEP_PATHS.fabricAttrs);
export const deepFabricList = endpoint<S['deepFabricList']>('POST', DEEP_PATHS.fabricList);
export const deepTechTree = endpoint<S['deepTechTree']>('GET', DEEP_PATHS.techTree);
export const deepWearingStyles = endpoint<S['deepWearingStyles']>('GET', DEEP_PATHS.wearingStyles);
export const deepBodyItems = endpoint<S['deepBodyItems']>('GET', DEEP_PATHS.bodyItems);
export const deepStandardSizeData = endpoint<S['deepStandardSizeData']>('GET', DEEP_PATHS.standardSizeData);
export const deepSizeList = endpoint<S['deepSizeList']>('GET', DEEP_PATHS.sizeList);
export const deepBom = endpoint<S['deepBom']>('POST', DEEP_PATHS.bom);
export const deepFabricTechList = endpoint<S['deepFabricTechList']>('GET', DEEP_PATHS.fabricTechList);
export const deepProductList = endpoint<S['deepProductList']>('GET', DEEP_PATHS.productList);
export const deepTechByProduct = endpoint<S['deepTechByProduct']>('GET', DEEP_PATHS.techByProduct);
