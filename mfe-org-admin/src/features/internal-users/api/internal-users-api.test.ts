import { API_PATHS } from 'shared-kit/contract';
import { apiClient, setRuntimeConfig, type RuntimeConfig } from 'shared-kit/runtime';
import { internalUser } from '../testing/internal-user-fixtures';
import { offboardInternalUsers } from './offboard-internal-users';
import { searchInternalUsers } from './search-internal-users';

beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' } as RuntimeConfig));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('searches with POST {email} and returns the rows', async () => {
  const rows = [internalUser()];
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: rows });
  await expect(searchInternalUsers('sam@px.local')).resolves.toEqual(rows);
  expect(post).toHaveBeenCalledWith(API_PATHS.internalUsersSearch, { email: 'sam@px.local' });
});

it('offboards the rows as an asynchronous request, re-polling every 3 s with the request_id header', async () => {
  jest.useFakeTimers();
  const rows = [internalUser(), internalUser({ tenantId: 'T02' })];
  const request = jest
    .spyOn(apiClient, 'request')
    .mockResolvedValueOnce({ data: { status: 'PENDING', requestId: 'req-1' } })
    .mockResolvedValueOnce({ data: { status: 'COMPLETED', requestId: 'req-1', response: { offboarded: 2 } } });
  const done = offboardInternalUsers(rows);
  await jest.advanceTimersByTimeAsync(2999);
  expect(request).toHaveBeenCalledTimes(1);
  expect(request.mock.calls[0]![0]).toMatchObject({ method: 'POST', url: API_PATHS.internalUsersOffboard, data: rows });
  await jest.advanceTimersByTimeAsync(1);
  await expect(done).resolves.toEqual({ offboarded: 2 });
  expect(request).toHaveBeenCalledTimes(2);
  expect(request.mock.calls[1]![0]).toMatchObject({ url: API_PATHS.internalUsersOffboard, headers: { request_id: 'req-1' } });
});
