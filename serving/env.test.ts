/** @jest-environment node */
import { envChoice, envPort } from './env';

describe('envPort', () => {
  it('reads a port, or the default when unset', () => {
    expect(envPort({ SHELL_PORT: '4000' }, 'SHELL_PORT', 3000)).toBe(4000);
    expect(envPort({}, 'SHELL_PORT', 3000)).toBe(3000);
  });
  it('refuses what is not a port, naming the variable and the value', () => {
    expect(() => envPort({ SHELL_PORT: 'abc' }, 'SHELL_PORT', 3000)).toThrow(
      'SHELL_PORT must be a whole number from 0 to 65535, got "abc"',
    );
    expect(() => envPort({ PRINTS_PORT: '70000' }, 'PRINTS_PORT', 3001)).toThrow('PRINTS_PORT must be');
  });
});

describe('envChoice', () => {
  const LEVELS = ['info', 'debug'] as const;
  it('takes one of the choices, or the default when unset', () => {
    expect(envChoice({ LOG_LEVEL: 'debug' }, 'LOG_LEVEL', LEVELS, 'info')).toBe('debug');
    expect(envChoice({}, 'LOG_LEVEL', LEVELS, 'info')).toBe('info');
  });
  it('refuses anything else, naming the variable and the choices', () => {
    expect(() => envChoice({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', LEVELS, 'info')).toThrow(
      'LOG_LEVEL must be one of info, debug, got "loud"',
    );
  });
});
