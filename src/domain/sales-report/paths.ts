/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
const BASE = '/sales_report';
export const SALES_REPORT_PATHS = {
  reportList: `${BASE}/reportList`,
  registerReport: `${BASE}/registerReport`,
  deleteReport: `${BASE}/deleteReport`,
  reportOptions: `${BASE}/reportOptions`,
  reportData: `${BASE}/reportData`,
  exportReport: `${BASE}/exportReport`,
} as const;
