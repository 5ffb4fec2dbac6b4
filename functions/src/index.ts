// The deployed entry point: every function the project runs.
export { submitContact } from './contact/submitContact.ts';
export { onImageUploaded, onImageDeleted } from './images/imageTriggers.ts';
export { onMailDelivery, sweepOldContactMessages } from './contact/enquiryTriggers.ts';
