import {
  canQuoteUniform,
  initialSchoolState,
  schoolReducer,
  visibleUniforms,
  type SchoolAction,
  type SchoolState,
} from './schoolReducer';

const run = (actions: SchoolAction[], from: SchoolState = initialSchoolState) => actions.reduce(schoolReducer, from);

describe('schoolReducer', () => {
  it('starts on Todos with nothing selected, quantity 1 and no school name', () => {
    expect(initialSchoolState).toEqual({
      level: 'Todos',
      productId: null,
      color: null,
      size: null,
      quantity: 1,
      schoolName: '',
    });
  });

  it('selecting a uniform clears colour and size, resets quantity to 1 and keeps the school name', () => {
    const state = run([
      { type: 'setSchoolName', name: 'Colegio San José' },
      { type: 'select', productId: 'school-2' },
      { type: 'chooseColor', color: 'Beige' },
      { type: 'chooseSize', size: '10' },
      { type: 'increment' },
      { type: 'increment' },
    ]);
    expect(state).toMatchObject({
      productId: 'school-2',
      color: 'Beige',
      size: '10',
      quantity: 3,
      schoolName: 'Colegio San José',
    });
    expect(schoolReducer(state, { type: 'select', productId: 'school-4' })).toEqual({
      level: 'Todos',
      productId: 'school-4',
      color: null,
      size: null,
      quantity: 1,
      schoolName: 'Colegio San José',
    });
  });

  it("takes only the selected uniform's colours and sizes", () => {
    const state = run([{ type: 'select', productId: 'school-1' }]);
    expect(schoolReducer(state, { type: 'chooseSize', size: 'XXXL' })).toBe(state);
    expect(schoolReducer(state, { type: 'chooseColor', color: 'Negro' })).toBe(state);
    expect(schoolReducer(state, { type: 'chooseSize', size: '2T' }).size).toBe('2T');
    expect(schoolReducer(initialSchoolState, { type: 'chooseSize', size: 'M' })).toBe(initialSchoolState);
    expect(schoolReducer(initialSchoolState, { type: 'select', productId: 'school-9' })).toBe(initialSchoolState);
  });

  it('quantity never goes below 1 and has no upper bound', () => {
    expect(run([{ type: 'decrement' }]).quantity).toBe(1);
    expect(run([{ type: 'increment' }, { type: 'decrement' }, { type: 'decrement' }]).quantity).toBe(1);
    expect(run(Array.from({ length: 300 }, () => ({ type: 'increment' }) as const)).quantity).toBe(301);
  });

  it('keeps at most 50 characters of school name', () => {
    expect(run([{ type: 'setSchoolName', name: 'x'.repeat(50) }]).schoolName).toHaveLength(50);
    expect(run([{ type: 'setSchoolName', name: 'x'.repeat(70) }]).schoolName).toHaveLength(50);
  });

  it('changing the level keeps the uniform being personalised', () => {
    const state = run([
      { type: 'select', productId: 'school-4' },
      { type: 'chooseColor', color: 'Vino' },
      { type: 'setLevel', level: 'Preescolar' },
    ]);
    expect(state).toMatchObject({ level: 'Preescolar', productId: 'school-4', color: 'Vino' });
  });

  it('the quote needs a uniform, a colour and a size', () => {
    const selected = run([{ type: 'select', productId: 'school-5' }]);
    expect(canQuoteUniform(initialSchoolState)).toBe(false);
    expect(canQuoteUniform(selected)).toBe(false);
    expect(canQuoteUniform(run([{ type: 'chooseColor', color: 'Rojo' }], selected))).toBe(false);
    expect(canQuoteUniform(run([{ type: 'chooseSize', size: '8' }], selected))).toBe(false);
    expect(
      canQuoteUniform(
        run(
          [
            { type: 'chooseColor', color: 'Rojo' },
            { type: 'chooseSize', size: '8' },
          ],
          selected,
        ),
      ),
    ).toBe(true);
  });
});

describe('visibleUniforms (level filter)', () => {
  const ids = (level: Parameters<typeof visibleUniforms>[0]) => visibleUniforms(level).map((u) => u.id);

  it('Todos shows all six', () => {
    expect(ids('Todos')).toEqual(['school-1', 'school-2', 'school-3', 'school-4', 'school-5', 'school-6']);
  });

  it.each([
    ['Preescolar', 'school-1'],
    ['Primaria', 'school-2'],
    ['Secundaria', 'school-3'],
    ['Bachillerato', 'school-4'],
  ] as const)('%s shows its uniform plus the sports and gala uniforms (marked Todos)', (level, own) => {
    expect(ids(level)).toEqual([own, 'school-5', 'school-6']);
  });
});
