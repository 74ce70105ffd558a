// The choice every configurator makes (docs/product-rules.md#behaviour, #validation) is one set of
// rules (common/productChoice.ts), each configurator applying it to its own catalogue: one set of
// tests, run for each configurator with products, colours and sizes of its catalogue. What a
// configurator adds (its optional text, the level filter) is tested beside its reducer.
import {
  choiceComplete,
  type ColorChoiceAction,
  type ColorSizeChoiceAction,
  type ProductChoice,
} from '../common/productChoice';
import { bottlesReducer, initialBottlesState } from './bottles/bottlesReducer';
import { initialMugsState, mugsReducer } from './mugs/mugsReducer';
import { initialPolosState, polosReducer } from './polos/polosReducer';
import { initialSchoolState, schoolReducer } from './school-uniforms/schoolReducer';

/** A product of the catalogue with one option it has and one it lacks. */
type Options = { product: string; has: string; lacks: string };

type Configurator<S> = {
  initial: S;
  /** State the configurator keeps when another product is chosen (its optional text). */
  kept: Partial<S>;
  /** A product configured with its colour (and size) and some more of it; then another product. */
  configure: { product: string; color: string; size?: string; more: number; then: string };
  colors: Options;
  /** An id the catalogue does not have. */
  unknown: string;
};

type ColorConfigurator<S> = Configurator<S> & { reducer: (state: S, action: ColorChoiceAction) => S };
type ColorSizeConfigurator<S> = Configurator<S> & {
  reducer: (state: S, action: ColorSizeChoiceAction) => S;
  sizes: Options;
};

function choiceRules<S extends ProductChoice>(name: string, c: ColorConfigurator<S> | ColorSizeConfigurator<S>) {
  const sized = 'sizes' in c;
  const reduce = (state: S, action: ColorSizeChoiceAction): S => {
    if ('sizes' in c) return c.reducer(state, action);
    if (action.type === 'chooseSize') throw new Error(`${name}: no sizes to choose`);
    return c.reducer(state, action);
  };
  const run = (actions: ColorSizeChoiceAction[], from: S = c.initial) => actions.reduce(reduce, from);
  const select = (productId: string): ColorSizeChoiceAction => ({ type: 'select', productId });
  const color = (chosen: string): ColorSizeChoiceAction => ({ type: 'chooseColor', color: chosen });
  const size = (chosen: string): ColorSizeChoiceAction => ({ type: 'chooseSize', size: chosen });
  const more = (times: number) => Array.from({ length: times }, (): ColorSizeChoiceAction => ({ type: 'increment' }));
  /** The configured product's colour, and its size for a configurator with sizes. */
  const choices = (): ColorSizeChoiceAction[] => [
    color(c.configure.color),
    ...(c.configure.size ? [size(c.configure.size)] : []),
  ];
  const cleared = sized ? { color: null, size: null } : { color: null };

  describe(name, () => {
    it(`choosing a product clears its colour${sized ? ' and size' : ''} and sets the quantity to 1, even the same one again; the rest stays`, () => {
      const { product, then } = c.configure;
      const start = { ...c.initial, ...c.kept };
      const configured = run([select(product), ...choices(), ...more(c.configure.more)], start);
      expect(configured).toEqual({
        ...start,
        productId: product,
        color: c.configure.color,
        ...(c.configure.size && { size: c.configure.size }),
        quantity: 1 + c.configure.more,
      });
      expect(run([select(then)], configured)).toEqual({ ...start, productId: then, ...cleared, quantity: 1 });
      expect(run([select(product)], configured)).toEqual({ ...start, productId: product, ...cleared, quantity: 1 });
    });

    it(`takes only the chosen product's colours${sized ? ' and sizes' : ''}, none before a product, and no unknown product`, () => {
      const state = run([select(c.colors.product)]);
      expect(run([color(c.colors.lacks)], state)).toBe(state);
      expect(run([color(c.colors.has)], state).color).toBe(c.colors.has);
      expect(run([color(c.colors.has)])).toBe(c.initial);
      expect(run([select(c.unknown)], state)).toBe(state);
      expect(run([select(c.unknown)])).toBe(c.initial);
      if (!('sizes' in c)) return;
      const sizing = run([select(c.sizes.product)]);
      expect(run([size(c.sizes.lacks)], sizing)).toBe(sizing);
      expect(run([size(c.sizes.has)], sizing)).toMatchObject({ size: c.sizes.has });
      expect(run([size(c.sizes.has)])).toBe(c.initial);
    });

    it('minus never takes the quantity below 1; plus has no upper bound', () => {
      expect(run([{ type: 'decrement' }]).quantity).toBe(1);
      expect(run([...more(1), { type: 'decrement' }, { type: 'decrement' }]).quantity).toBe(1);
      expect(run([select(c.configure.product), ...more(1), { type: 'decrement' }]).quantity).toBe(1);
      expect(run(more(300)).quantity).toBe(301);
    });

    it(`the quote needs a colour${sized ? ' and a size' : ''}`, () => {
      const selected = run([select(c.configure.product)]);
      expect(choiceComplete(c.initial)).toBe(false);
      expect(choiceComplete(selected)).toBe(false);
      expect(choiceComplete(run(choices(), selected))).toBe(true);
      expect(choiceComplete(run([...choices(), select(c.configure.then)], selected))).toBe(false);
      if (!c.configure.size) return;
      expect(choiceComplete(run([color(c.configure.color)], selected))).toBe(false);
      expect(choiceComplete(run([size(c.configure.size)], selected))).toBe(false);
    });
  });
}

choiceRules('mugs', {
  reducer: mugsReducer,
  initial: initialMugsState,
  kept: { customText: 'Feliz día' },
  configure: { product: 'mug-4', color: 'Amarillo', more: 1, then: 'mug-1' },
  colors: { product: 'mug-2', has: 'Negro', lacks: 'Blanco' }, // the magic mug has no white
  unknown: 'mug-7',
});

choiceRules('bottles', {
  reducer: bottlesReducer,
  initial: initialBottlesState,
  kept: { customText: 'Equipo Los Mina' },
  configure: { product: 'termo-1', color: 'Rojo', more: 1, then: 'termo-5' },
  colors: { product: 'termo-4', has: 'Plateado', lacks: 'Rosado' },
  unknown: 'termo-0',
});

choiceRules('polos', {
  reducer: polosReducer,
  initial: initialPolosState,
  kept: {},
  configure: { product: 'polo-1', color: 'Rojo', size: 'L', more: 2, then: 'polo-3' },
  colors: { product: 'polo-3', has: 'Gris', lacks: 'Rosado' },
  sizes: { product: 'polo-3', has: 'XXXL', lacks: 'XS' }, // the corporate polo starts at S
  unknown: 'polo-7',
});

choiceRules('school uniforms', {
  reducer: schoolReducer,
  initial: initialSchoolState,
  kept: { schoolName: 'Colegio San José' },
  configure: { product: 'school-2', color: 'Beige', size: '10', more: 2, then: 'school-4' },
  colors: { product: 'school-1', has: 'Rojo', lacks: 'Negro' },
  sizes: { product: 'school-1', has: '2T', lacks: 'XXXL' },
  unknown: 'school-9',
});
