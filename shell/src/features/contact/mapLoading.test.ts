import { browserMapLoadConditions, mayLoadMapWhenNear } from './mapLoading';

describe('mayLoadMapWhenNear', () => {
  it('loads when online, or when the browser does not say', () => {
    expect(mayLoadMapWhenNear({ online: true })).toBe(true);
    expect(mayLoadMapWhenNear({ online: true, saveData: false })).toBe(true);
    expect(mayLoadMapWhenNear({})).toBe(true);
  });

  it('waits for the button when offline or when the visitor saves data', () => {
    expect(mayLoadMapWhenNear({ online: false })).toBe(false);
    expect(mayLoadMapWhenNear({ online: true, saveData: true })).toBe(false);
    expect(mayLoadMapWhenNear({ online: false, saveData: true })).toBe(false);
  });
});

describe('browserMapLoadConditions', () => {
  it('reads navigator.onLine and navigator.connection.saveData', () => {
    expect(browserMapLoadConditions({ onLine: false } as Navigator)).toEqual({ online: false, saveData: undefined });
    expect(
      browserMapLoadConditions({ onLine: true, connection: { saveData: true } } as Navigator & {
        connection: { saveData: boolean };
      }),
    ).toEqual({ online: true, saveData: true });
  });
});
