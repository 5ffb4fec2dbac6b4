import { parseContactInput, type ContactFields, type ContactInput } from '@studio/core/contactInput';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/**
 * The contact form's rules (core's `parseContactInput`) as react-hook-form asks for them: the checked fields, or each
 * field's first problem, as `zodResolver` gave them when the rules were written with zod (its code as `type`, the
 * field's element as `ref`, so the form can focus it).
 */
export const contactResolver: Resolver<ContactInput, unknown, ContactFields> = (values, _context, options) => {
  const result = parseContactInput(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (field in errors) continue;
    const ref = options.fields[field]?.ref;
    errors[field] = { type: issue.code, message: issue.message, ...(ref ? { ref } : {}) } as FieldError;
  }
  return { values: {}, errors: errors as FieldErrors<ContactInput> };
};
