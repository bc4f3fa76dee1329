import { consume } from '@vi/service-kit';
import { DIRECTORY_SUBJECTS, DirectoryProjector } from './directory.projector.js';

/** Keeps the user directory and the overview's day counts from the event stream (one durable consumer, DIRECTORY_CONSUMER). */
export const directoryConsumer = consume({
  durable: 'admin-directory',
  subjects: DIRECTORY_SUBJECTS,
  inject: [DirectoryProjector],
  handle: (projector: DirectoryProjector) => async (event, manager) => {
    await projector.apply(event, manager);
  },
});
