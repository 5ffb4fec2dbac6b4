import type { ClassInstructor } from '@/content/classPages/classPageContent.ts';
import { Section } from '@/components/layout/Section.tsx';
import { CheckRoundedIcon } from '@/components/layout/classPageIcons.tsx';

/** "Mark Reynolds" -> "MR": shown in place of a photo until the studio supplies one. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function InstructorProfile({ instructor }: { instructor: ClassInstructor }) {
  return (
    <Section id="class-instructor" eyebrow="Your coach" title="Meet Your Instructor">
      <div className="card instructor">
        <InstructorPortrait instructor={instructor} />
        <div className="instructor__about">
          <h3 className="subheading instructor__name">{instructor.name}</h3>
          <p className="instructor__title">{instructor.title}</p>
          <p className="instructor__bio">{instructor.bio}</p>
          <h4 className="minor-heading instructor__heading">Qualifications</h4>
          <ul className="grid-list instructor__qualifications">
            {instructor.qualifications.map((qualification) => (
              <li key={qualification} className="instructor__qualification">
                <CheckRoundedIcon className="instructor__check" />
                <p className="instructor__qualification-text">{qualification}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function InstructorPortrait({ instructor }: { instructor: ClassInstructor }) {
  if (instructor.photo) {
    return (
      <div className="instructor__portrait instructor__portrait--photo">
        <img className="instructor__photo" src={instructor.photo} alt={`${instructor.name}, ${instructor.title}`} />
      </div>
    );
  }
  // The name is right beside it, so the monogram is decoration.
  return (
    <div aria-hidden="true" className="instructor__portrait">
      {initialsOf(instructor.name)}
    </div>
  );
}
