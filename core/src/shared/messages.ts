import { contactMessages } from '../contact/contactMessages.ts';
import { MAX_IMAGE_PIXELS } from './limits.ts';
import { UNEXPECTED_ERROR } from './unexpectedError.ts';

/** Every user-visible message of SPEC.md section 8 (and the issue's deviations), written once. */
export const messages = {
  unexpectedError: UNEXPECTED_ERROR,
  eventNotFound: 'Event not found',
  eventLoadFailed: 'Failed to load event data',
  eventNotFoundTitle: 'Event Not Found',
  eventNotFoundBody: "We couldn't find the event you're looking for. It may have been removed or doesn't exist.",
  invalidLogin: 'Invalid email or password',
  loginRateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  submissionsLoadFailed: 'Failed to load contact submissions. Please try again.',
  imagesLoadFailed: 'Failed to load images. Please try again.',
  uploadFailed: (serverMessage: string) => `Upload failed: ${serverMessage}`,
  deleteImageFailed: (serverMessage: string) => `Deletion failed: ${serverMessage}`,
  // A refused image names the limit it broke: its type, its size or its pixels.
  onlyImages: 'Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF)',
  imageTooLarge: 'Image size must be less than 5MB',
  imageTooManyPixels: `Image dimensions are too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  eventsLoadFailed: 'Failed to load events. Please try again later.',
  eventImageUploadFailed: 'Failed to upload image. Please try again.',
  eventFormIncomplete: 'Please fill in all required fields.',
  eventSaveFailed: 'Failed to save event. Please try again.',
  eventDeleteFailed: 'Failed to delete event. Please try again.',
  eventUpdateFailed: 'Failed to update event. Please try again.',
  imageUploaded: (slotName: string) => `Image for ${slotName} uploaded successfully`,
  imageDeleted: 'Image deleted successfully',
  eventCreated: 'Event created successfully!',
  eventUpdated: 'Event updated successfully!',
  eventDeleted: 'Event deleted successfully!',
  confirmDeleteImage: 'Are you sure you want to delete this image?',
  confirmDeleteEvent: 'Are you sure you want to delete this event? This action cannot be undone.',
  ...contactMessages,
  confirmDeleteMessage: 'Are you sure you want to delete this message? This cannot be undone.',
  confirmEraseMessages: (count: number, email: string) =>
    `Are you sure you want to erase ${count === 1 ? 'the 1 message' : `all ${count} messages`} from ${email}? This cannot be undone.`,
  messageDeleted: 'Message deleted',
  messagesErased: (count: number) => (count === 1 ? '1 message erased' : `${count} messages erased`),
  retentionPolicy: (period: string) => `Messages are deleted automatically after ${period}`,
  notSignedIn: 'Please sign in to continue.',
  forbiddenOrigin: 'Request refused: it did not come from this site.',
} as const;
