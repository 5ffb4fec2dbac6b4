import { CONTACT_RETENTION_ATTRIBUTE, describeRetention } from '@studio/core/enquiries/retention';
import { Link } from 'react-router';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import type { Block, Inline, TextSection } from '@/content/legalText.ts';
import { useContactRetentionDays } from '@/lib/contactRetention.ts';
import { LegalSection } from './LegalSection.tsx';

/** The retention period the server gives the pages, marked so that tests can find it. */
function RetentionPeriod() {
  const days = useContactRetentionDays();
  return <span {...{ [CONTACT_RETENTION_ATTRIBUTE]: days }}>{describeRetention(days)}</span>;
}

function InlineText({ part }: { part: Inline }) {
  if (typeof part === 'string') return part;
  if ('retentionPeriod' in part) return <RetentionPeriod />;
  if (part.href.startsWith('/')) {
    return (
      <Link to={part.href} className="legal__link">
        {part.text}
      </Link>
    );
  }
  const external = /^https?:/.test(part.href);
  return (
    <a href={part.href} className="legal__link" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {part.text}
      {external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </a>
  );
}

function Inlines({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => <InlineText key={index} part={part} />);
}

/** Paragraphs and lists of page copy written as data (content/legalText.ts). */
export function TextBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    'paragraph' in block ? (
      <p key={index} className="legal__text">
        <Inlines parts={block.paragraph} />
      </p>
    ) : (
      <ul key={index} className="legal__list">
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Inlines parts={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** Sections of page copy written as data, each a titled section of the page. */
export function TextSections({ sections }: { sections: TextSection[] }) {
  return sections.map((section) => (
    <LegalSection key={section.id} id={section.id} heading={section.heading}>
      <TextBlocks blocks={section.blocks} />
    </LegalSection>
  ));
}
