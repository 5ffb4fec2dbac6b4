import { useSiteContent } from '@/content/siteContent.tsx';
import { privacyNotice, privacyPage } from '@/content/privacy.ts';
import { EmbedChoices } from './EmbedChoices.tsx';
import { LegalPage } from './LegalPage.tsx';
import { TextSections } from './TextSections.tsx';
import { VisitStatistics } from './VisitStatistics.tsx';

/** /privacy: the privacy notice, ending with how visits are counted and the visitor's choices. */
export function PrivacyPage() {
  const { studio } = useSiteContent();
  return (
    <LegalPage overline="Your data" title={privacyPage.title} lead={privacyPage.lead} updated={privacyPage.updated}>
      <TextSections sections={privacyNotice(studio)} />
      <VisitStatistics />
      <EmbedChoices />
    </LegalPage>
  );
}
