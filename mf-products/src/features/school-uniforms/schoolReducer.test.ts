import {
  initialSchoolState,
  schoolReducer,
  visibleUniforms,
  type SchoolAction,
  type SchoolState,
} from './schoolReducer';

const run = (actions: SchoolAction[], from: SchoolState = initialSchoolState) => actions.reduce(schoolReducer, from);

// Choosing a uniform, its colour, size and quantity, as every configurator: configurators.choice.test.ts.
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
