import { useSiteContent } from '@/content/siteContent.tsx';
import { privacyNotice, privacyPage } from '@/content/privacy.ts';
import { EmbedChoices } from './EmbedChoices.tsx';
import { LegalPage } from './LegalPage.tsx';
import { TextSections } from './TextSections.tsx';

/** /privacy: the privacy notice, ending with the visitor's choices of embedded content. */
export function PrivacyPage() {
  const { studio } = useSiteContent();
  return (
    <LegalPage overline="Your data" title={privacyPage.title} lead={privacyPage.lead} updated={privacyPage.updated}>
      <TextSections sections={privacyNotice(studio)} />
      <EmbedChoices />
    </LegalPage>
  );
}
