/** The user's test-drive appointments: booked while signed in or with the account's phone number. */
import { z } from 'zod';
import type { TestDriveAppointment } from '#shared/api/user-api';
import type { MockDb, UserRecord } from '../db.ts';
import { findSeries } from '../data/series.ts';
import { bodyPaging } from '../http/input.ts';
import { paginate } from '../http/paging.ts';
import { route, type MountedRoute } from '../http/route.ts';

/** Appointments booked by the user or with the user's phone number, newest first. */
export function appointmentsOf(db: MockDb, user: UserRecord): TestDriveAppointment[] {
  return db.testDrives
    .filter((t) => t.userId === user.id || t.phone === user.phone)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((t) => {
      const dealer = db.dealers.find((d) => d.id === t.dealerId);
      return {
        id: t.id,
        seriesCode: t.seriesCode,
        seriesName: findSeries(t.seriesCode)?.name ?? t.ASName,
        gradeName: t.ACName,
        dealerId: t.dealerId,
        dealerName: dealer?.shortName ?? '',
        dealerAddress: dealer?.address ?? '',
        dealerPhone: dealer?.salesPhone ?? '',
        replyDateType: t.replyDateType,
        status: t.status,
        createdAt: t.createdAt,
      };
    });
}

export const userTestDriveRoutes: MountedRoute[] = [
  route({
    path: '/api/user/drivce',
    method: 'POST',
    auth: 'required',
    input: z.object(bodyPaging(20)).strict(),
    handle: ({ db, user, input }) => paginate(appointmentsOf(db, user), input.page, input.pageSize),
  }),
];
