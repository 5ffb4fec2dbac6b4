import type { ContentSectionId } from '@studio/core/content/siteContent';
import { staleAmounts, unknownFigures, type FigureSource } from '@studio/core/content/siteContentRules';

/** Every text in a section's content. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** "£11 is no current price; …", or null: the amounts and figures in the content's texts that the site has not. */
export function figureWarningOf(section: ContentSectionId, content: unknown, figures: FigureSource): string | null {
  const source: FigureSource = {
    pricing: section === 'pricing' ? (content as FigureSource['pricing']) : figures.pricing,
    hours: section === 'hours' ? (content as FigureSource['hours']) : figures.hours,
  };
  const texts = textsOf(content);
  const stale = [...new Set(texts.flatMap((text) => staleAmounts(text, source)))];
  const unknown = [...new Set(texts.flatMap((text) => unknownFigures(text, source)))];
  const parts = [
    stale.length ? `${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} no current price` : '',
    unknown.length ? `${unknown.join(', ')} ${unknown.length === 1 ? 'names' : 'name'} no current plan or hours` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : null;
}
