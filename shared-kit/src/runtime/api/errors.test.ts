import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import { setNotifyApi } from '../page/notify';
import { ApiError, CONNECTION_ERROR, INTERNAL_SERVER_ERROR_MESSAGE, INVALID_REQUEST_MESSAGE, apiErrorMessage, apiFieldError, handleApiError } from './errors';

function axiosError(status: number, data: unknown, message = `Request failed with status code ${status}`): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(message, 'ERR_BAD_RESPONSE', config, null, { status, statusText: '', headers: {}, config, data });
}

const toasts = { notification: { open: jest.fn() }, message: { open: jest.fn() } };
beforeEach(() => {
  setNotifyApi(toasts);
  toasts.notification.open.mockClear();
});
afterEach(() => setNotifyApi());

describe('generic error handler', () => {
  it('takes the message from the answer data first', () => {
    expect(apiErrorMessage(axiosError(404, { message: 'Tenant not found!' }))).toBe('Tenant not found!');
  });
  it('then the error message', () => {
    expect(apiErrorMessage(axiosError(502, '', 'Network Error'))).toBe('Network Error');
    expect(apiErrorMessage(new Error('socket hang up'))).toBe('socket hang up');
  });
  it("else 'Internal Server Error'", () => {
    expect(INTERNAL_SERVER_ERROR_MESSAGE).toBe('Internal Server Error');
    expect(apiErrorMessage(axiosError(500, {}, ''))).toBe('Internal Server Error');
    expect(apiErrorMessage(undefined)).toBe('Internal Server Error');
  });
  it("shows a status code 500 in the data as 'Invalid Request'", () => {
    expect(INVALID_REQUEST_MESSAGE).toBe('Invalid Request');
    expect(apiErrorMessage(axiosError(200, { statusCode: 500, message: 'NullPointerException at line 3' }))).toBe('Invalid Request');
    expect(apiErrorMessage({ status: 500, message: 'Internal Service Error', error: true })).toBe('Invalid Request');
    expect(apiErrorMessage({ status: 404, message: 'No such invoice', error: true })).toBe('No such invoice');
  });
  describe("with the screen's own message", () => {
    const fallbackMessage = 'Unable to fetch';
    it("prefers the server's message", () => {
      expect(apiErrorMessage(axiosError(404, { message: 'Tenant not found!' }), { fallbackMessage })).toBe('Tenant not found!');
      expect(apiErrorMessage(new ApiError('Request failed', 404, { message: 'No such form' }), { fallbackMessage })).toBe('No such form');
      expect(apiErrorMessage({ status: 404, message: 'No such invoice', error: true }, { fallbackMessage })).toBe('No such invoice');
    });
    it("shows it instead of the error's own text", () => {
      expect(apiErrorMessage(axiosError(502, '', 'Network Error'), { fallbackMessage })).toBe(fallbackMessage);
      expect(apiErrorMessage(axiosError(404, {}), { fallbackMessage })).toBe(fallbackMessage);
      expect(apiErrorMessage(new Error('socket hang up'), { fallbackMessage })).toBe(fallbackMessage);
      expect(apiErrorMessage(undefined, { fallbackMessage })).toBe(fallbackMessage);
      const connection = { timestamp: '2024-01-01T00:00:00.000Z', status: 0, error: CONNECTION_ERROR, message: 'Network Error', path: '/client-forms' };
      expect(apiErrorMessage(connection, { fallbackMessage })).toBe(fallbackMessage);
      expect(apiErrorMessage(connection)).toBe('Network Error');
      // The stand-in of an error answer without a message (docs/data-layer.md#answers-and-failures).
      expect(apiErrorMessage({ status: 404, message: 'Internal Service Error', error: true }, { fallbackMessage })).toBe(fallbackMessage);
    });
    it("shows it instead of 'Invalid Request' for a status code 500 in the data", () => {
      expect(apiErrorMessage(axiosError(200, { statusCode: 500, message: 'NullPointerException at line 3' }), { fallbackMessage })).toBe(fallbackMessage);
      expect(apiErrorMessage({ status: 500, message: 'Internal Service Error', error: true }, { fallbackMessage })).toBe(fallbackMessage);
    });
    it('toasts it from the generic handler', () => {
      expect(() => handleApiError(new Error('Network Error'), { fallbackMessage: 'Something went wrong' })).toThrow('Something went wrong');
      expect(toasts.notification.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Something went wrong' }));
    });
  });
  it('shows an error toast at the top centre, then throws', () => {
    expect(() => handleApiError(axiosError(400, { message: 'Unable to Update status' }))).toThrow(ApiError);
    expect(toasts.notification.open).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Unable to Update status', placement: 'top', duration: 30 }),
    );
  });
  it('does not toast when suppressed, but still throws', () => {
    expect(() => handleApiError(axiosError(400, { message: 'x' }), { suppressToast: true })).toThrow('x');
    expect(toasts.notification.open).not.toHaveBeenCalled();
  });
  it('rethrows a cancelled call without a toast', () => {
    const cancelled = new CanceledError();
    expect(() => handleApiError(cancelled)).toThrow(cancelled);
    expect(toasts.notification.open).not.toHaveBeenCalled();
  });
  it('does nothing visible for a 401', () => {
    let thrown: unknown;
    try {
      handleApiError(axiosError(401, { message: 'Unauthorized' }));
    } catch (error) {
      thrown = error;
    }
    expect(toasts.notification.open).not.toHaveBeenCalled();
    expect(thrown).toMatchObject({ status: 401 });
  });
});

describe('refused input (HTTP 400) in plain words, never `body/...` (docs/errors.md)', () => {
  it.each([
    ['body/tenant_system_email must match pattern "^[^\\s@]+@[^\\s@]+$"', 'tenant_system_email', 'Tenant system email is not in the expected format'],
    ['body/source_env must be equal to one of the allowed values', 'source_env', 'Source env must be one of the listed choices'],
    ['body/email must NOT have more than 254 characters', 'email', 'Email must be at most 254 characters'],
    ['body/tenantId must NOT have fewer than 1 characters', 'tenantId', 'Tenant id is required'],
    ["body must have required property 'siteUrl'", 'siteUrl', 'Site url is required'],
    ['querystring/limit must be <= 500', 'limit', 'Limit must be at most 500'],
    ['body/selectedRepositories must NOT have fewer than 1 items', 'selectedRepositories', 'Selected repositories: choose at least one'],
    ['body/rows/0/email must match format "email"', 'email', 'Email is not in the expected format'],
  ])('%s', (raw, field, plain) => {
    const error = axiosError(400, { statusCode: 400, error: 'Bad Request', message: raw });
    expect(apiErrorMessage(error)).toBe(plain);
    expect(apiErrorMessage(error, { fallbackMessage: 'Something went wrong' })).toBe(plain);
    expect(apiFieldError(error)).toEqual({ field, message: plain });
  });
  it('says what a whole-body refusal means without naming the body', () => {
    const error = axiosError(400, { message: 'body must NOT have fewer than 1 items' });
    expect(apiErrorMessage(error)).toBe('Choose at least one');
    expect(apiFieldError(error)).toBeUndefined();
    expect(apiErrorMessage(axiosError(400, { message: 'body must be object' }))).toBe('Something went wrong');
  });
  it("keeps the API's own plain message and the field it names", () => {
    const error = axiosError(400, { message: 'Enter a valid e-mail address', field: 'tenant_system_email' });
    expect(apiErrorMessage(error)).toBe('Enter a valid e-mail address');
    expect(apiFieldError(error)).toEqual({ field: 'tenant_system_email', message: 'Enter a valid e-mail address' });
  });
  it('maps the text an ApiError or an error result already carries', () => {
    expect(apiErrorMessage(new ApiError('body/email must NOT have more than 254 characters', 400, {}))).toBe('Email must be at most 254 characters');
    expect(apiErrorMessage({ status: 400, message: 'body/source_env must be equal to one of the allowed values', error: true })).toBe('Source env must be one of the listed choices');
  });
  it('names no field for an answer other than 400', () => {
    expect(apiFieldError(axiosError(409, { message: 'Tenant exists', field: 'tenant_id' }))).toBeUndefined();
  });
});
