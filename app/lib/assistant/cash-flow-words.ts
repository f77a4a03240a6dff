/** A deal's cash flow said in the chat as the screens label it (decision 261). */
import { formatPounds } from "../format";

/**
 * A deal's cash flow a year in a sentence, before tax as the screens label it ("Cash flow a year
 * (before tax)", decision 245): "cash flow £3,457 a year (before tax)".
 */
export const cashFlowAYear = (pounds: number) => `cash flow ${formatPounds(pounds)} a year (before tax)`;
