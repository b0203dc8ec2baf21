import { useSessionStore } from 'shared-kit/runtime/core';
import { storeLoginMessage, type LoginMessage } from './login-message';
import { markSessionEnding, quietSignOut } from './session';

/**
 * Deletes every IndexedDB database of the console's origin (the local database of a session).
 * Failures are logged; a blocked deletion completes once open connections close.
 */
export async function deleteLocalDatabases(idb: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!idb || typeof idb.databases !== 'function') return;
  let names: string[];
  try {
    names = (await idb.databases()).map((db) => db.name).filter((name): name is string => !!name);
  } catch (error) {
    console.error('Unable to list local databases', error);
    return;
  }
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = idb.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onblocked = () => resolve();
          request.onerror = () => {
            console.error(`Unable to delete local database ${name}`, request.error);
            resolve();
          };
        }),
    ),
  );
}

/**
 * Ends the session (docs/sign-in.md#logout-and-session-end): sign out (a failure is only logged),
 * clear local storage, delete the local database, store the login message. The caller then goes
 * to the home page.
 */
export async function endSession(message: LoginMessage): Promise<void> {
  markSessionEnding();
  await quietSignOut();
  localStorage.clear();
  await deleteLocalDatabases();
  storeLoginMessage(message);
  useSessionStore.getState().reset();
}
