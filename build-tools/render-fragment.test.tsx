/**
 * @jest-environment node
 */
// A fragment goes into the shell's <main>: one <style>, first, with the island's own class rules.
import { css, Global, keyframes } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderFragment, afterStyle } from './render-fragment';

const box = css({ color: 'rebeccapurple' });
const title = css({ fontWeight: 700 });
const fragment = (Page: () => ReactElement) =>
  renderFragment({ Page, island: 'x/APage', buildId: 'b1', cssKey: 'xyz' });

describe('renderFragment', () => {
  it('puts every class rule of the page in one <style>, first, that emotion can take over by its ids', () => {
    const html = fragment(() => (
      <section css={box}>
        <h1 css={title}>Hola</h1>
        <p css={box}>otra vez</p>
      </section>
    ));
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toMatch(
      /^<style data-emotion="xyz [\w]+ [\w]+">\.xyz-\w+\{color:rebeccapurple;\}\.xyz-\w+\{font-weight:700;\}<\/style><div data-island="x\/APage"/,
    );
    expect(html.endsWith('</section></div>')).toBe(true);
  });

  it('refuses global rules, which would reach the shell from the body, naming the island and the rule', () => {
    expect(() =>
      fragment(() => (
        <>
          <Global styles={{ body: { paddingBottom: 68 } }} />
          <p>hola</p>
        </>
      )),
    ).toThrow(/^x\/APage: global styles \(body\{padding-bottom:68px;\}\) would reach the shell's elements/);
    const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
    expect(() => fragment(() => <p css={css({ animation: `${spin} 1s` })}>hola</p>)).toThrow(/global styles/);
  });

  it('a page without styles has no <style>', () => {
    expect(fragment(() => <p>hola</p>)).toBe(
      '<div data-island="x/APage" data-build="b1" data-css-key="xyz"><p>hola</p></div>',
    );
  });

  it('afterStyle puts markup after the <style>, or first when there is none', () => {
    expect(afterStyle('<style a="1">p{}</style><div></div>', '<script></script>')).toBe(
      '<style a="1">p{}</style><script></script><div></div>',
    );
    expect(afterStyle('<div></div>', '<script></script>')).toBe('<script></script><div></div>');
  });
});
