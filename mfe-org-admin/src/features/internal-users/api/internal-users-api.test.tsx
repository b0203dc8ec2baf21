import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { API_PATHS } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { internalUser } from '../../../testing/internal-user-fixtures';
import { offboardInternalUsers } from './offboard-internal-users';
import { useInternalUsersSearch } from './search-internal-users';

afterEach(() => jest.useRealTimers());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryLayer client={createConsoleQueryClient()}>{children}</QueryLayer>;
}

it('searches with POST {email} and returns the rows', async () => {
  const rows = [internalUser()];
  const requests = mockApi({ [`POST ${API_PATHS.internalUsersSearch}`]: { data: rows } });
  const { result } = renderHook(() => useInternalUsersSearch('sam@px.local'), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual(rows));
  expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
    { method: 'POST', url: API_PATHS.internalUsersSearch, body: { email: 'sam@px.local' } },
  ]);
});

it('offboards the rows as an asynchronous request, re-polling every 3 s with the request_id header', async () => {
  jest.useFakeTimers();
  const rows = [internalUser(), internalUser({ tenantId: 'T02' })];
  const answers = [
    { data: { status: 'PENDING', requestId: 'req-1' } },
    { data: { status: 'COMPLETED', requestId: 'req-1', response: { offboarded: 2 } } },
  ];
  const requests = mockApi({ [`POST ${API_PATHS.internalUsersOffboard}`]: () => answers.shift()! });
  const done = offboardInternalUsers(rows);
  await jest.advanceTimersByTimeAsync(2999);
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ method: 'POST', url: API_PATHS.internalUsersOffboard, body: rows });
  await jest.advanceTimersByTimeAsync(1);
  await expect(done).resolves.toEqual({ offboarded: 2 });
  expect(requests).toHaveLength(2);
  expect(requests[1]).toMatchObject({ url: API_PATHS.internalUsersOffboard, headers: { request_id: 'req-1' } });
});

it('follows a request already submitted: every call carries its request_id header, until COMPLETED', async () => {
  jest.useFakeTimers();
  const rows = [internalUser()];
  const requestId = '5f0c7a1e-1111-4111-8111-111111111111';
  const answers = [
    { data: { status: 'RUNNING', requestId } },
    { data: { status: 'COMPLETED', requestId, response: [{ ...rows[0], active: false }] } },
  ];
  const requests = mockApi({ [`POST ${API_PATHS.internalUsersOffboard}`]: () => answers.shift()! });
  const done = offboardInternalUsers(rows, undefined, requestId);
  await jest.advanceTimersByTimeAsync(3000);
  await expect(done).resolves.toEqual([{ ...rows[0], active: false }]);
  expect(requests.map((request) => [request.body, request.headers.request_id])).toEqual([
    [rows, requestId],
    [rows, requestId],
  ]);
});
