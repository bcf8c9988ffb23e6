import { takenReserveSnapshotSchema } from '../contracts/reserves.js';
import { defineRoutes } from './define.js';

/** Proof of reserves in the console (admins alone). */
export const reservesConsoleRoutes = defineRoutes('admin', {
  takeSnapshot: {
    method: 'POST',
    path: '/admin/reserves/snapshot',
    summary: 'Take a snapshot of what members are owed now (at most once an hour; the daily one runs at 00:00 UTC)',
    response: takenReserveSnapshotSchema,
  },
});
