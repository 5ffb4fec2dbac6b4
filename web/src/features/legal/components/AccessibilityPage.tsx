import { useSiteContent } from '@/content/siteContent.tsx';
import { accessibilityPage, accessibilityStatement } from '@/content/accessibility.ts';
import { LegalPage } from './LegalPage.tsx';
import { TextSections } from './TextSections.tsx';

/** /accessibility: the accessibility statement. */
export function AccessibilityPage() {
  const { studio } = useSiteContent();
  return (
    <LegalPage
      overline="Accessibility"
      title={accessibilityPage.title}
      lead={accessibilityPage.lead}
      updated={accessibilityPage.reviewed}
    >
      <TextSections sections={accessibilityStatement(studio)} />
    </LegalPage>
  );
}
