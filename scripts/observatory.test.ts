/** @jest-environment node */
import { GRADES, UsageError, parseOptions, meetsGrade, parseGradeLine, scannerEnv } from './observatory';

/** The message of the UsageError parseOptions throws for `argv`. */
function usageError(argv: string[]): string {
  try {
    parseOptions(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`no error for ${argv.join(' ')}`);
}

describe('observatory command line', () => {
  it('--start with an offset, and the defaults (localhost, /, A+)', () => {
    expect(parseOptions(['--start', '--offset', '19'])).toEqual({
      help: false,
      target: { start: true, offset: 19 },
      host: 'localhost',
      pagePath: '/',
      minGrade: 'A+',
    });
    expect(parseOptions(['--start']).target).toEqual({ start: true, offset: undefined });
  });

  it('given ports, a CA file, a host, a path and a grade (in either case)', () => {
    const options = parseOptions([
      '--http=8080',
      '--https',
      '8443',
      '--ca',
      'ca.pem',
      '--host',
      '127.0.0.1',
      '--path',
      '/tienda',
      '--min-grade',
      'c+',
    ]);
    expect(options).toEqual({
      help: false,
      target: { start: false, http: 8080, https: 8443, ca: 'ca.pem' },
      host: '127.0.0.1',
      pagePath: '/tienda',
      minGrade: 'C+',
    });
    expect(parseOptions(['--http', '3000']).target).toEqual({
      start: false,
      http: 3000,
      https: undefined,
      ca: undefined,
    });
    expect(parseOptions(['--http', '3000', '--host', '[::1]']).host).toBe('[::1]');
  });

  it('--help needs no target', () => {
    expect(parseOptions(['-h'])).toMatchObject({ help: true, target: null });
  });

  it('names the option at fault', () => {
    expect(usageError(['--htp', '3000'])).toMatch(/Unknown option '--htp'/);
    expect(usageError(['--http'])).toMatch(/'--http <value>' argument missing/);
    expect(usageError(['--start', 'now'])).toMatch(/Unexpected argument 'now'/);
    expect(usageError(['--start=yes'])).toMatch(/'--start' does not take an argument/);
    expect(usageError(['--http', 'abc'])).toBe('--http must be a port number (1-65535), got "abc"');
    expect(usageError(['--http', '80', '--https', '70000'])).toBe(
      '--https must be a port number (1-65535), got "70000"',
    );
    expect(usageError(['--start', '--offset', '-1'])).toMatch(/^Option '--offset' argument is ambiguous/);
    expect(usageError(['--start', '--offset=-1'])).toMatch(/^--offset must be a whole number/);
    expect(usageError(['--start', '--offset', '1.5'])).toMatch(/^--offset must be a whole number/);
    expect(usageError(['--start', '--min-grade', 'E'])).toBe(`--min-grade must be one of ${GRADES.join(' ')}, got "E"`);
    expect(usageError(['--start', '--path', 'tienda'])).toBe('--path must start with "/", got "tienda"');
    expect(usageError(['--start', '--host', 'https://localhost'])).toMatch(/^--host takes a host name only/);
    expect(usageError(['--start', '--host', 'localhost:8443'])).toMatch(/^--host takes a host name only/);
  });

  it('refuses combinations that cannot mean anything', () => {
    expect(usageError([])).toBe('give --http PORT [--https PORT] [--ca FILE], or --start');
    expect(usageError(['--https', '8443'])).toBe('give --http PORT [--https PORT] [--ca FILE], or --start');
    expect(usageError(['--start', '--http', '8080', '--ca', 'ca.pem'])).toBe(
      '--start serves the site itself: leave out --http, --ca',
    );
    expect(usageError(['--http', '8080', '--offset', '19'])).toBe('--offset only applies with --start');
    expect(usageError(['--http', '8080', '--ca', 'ca.pem'])).toBe(
      '--ca trusts the certificate served on --https: give --https too',
    );
  });
});

describe('observatory grades', () => {
  it('a grade meets the minimum when it is the same or better', () => {
    expect(meetsGrade('A+', 'A+')).toBe(true);
    expect(meetsGrade('A', 'A+')).toBe(false);
    expect(meetsGrade('A+', 'C+')).toBe(true);
    expect(meetsGrade('C+', 'C+')).toBe(true);
    expect(meetsGrade('C', 'C+')).toBe(false);
    expect(meetsGrade('F', 'F')).toBe(true);
  });

  it('an unknown grade never meets; an unknown minimum is an error', () => {
    expect(meetsGrade('Z', 'F')).toBe(false);
    expect(() => meetsGrade('A', 'Z')).toThrow('unknown grade "Z"');
  });

  it("reads the scanner's grade line", () => {
    const stdout = 'pass    5 csp-implemented\nobservatory A+ 120 (localhost http:8099 https:8462 /)\n';
    expect(parseGradeLine(stdout)).toEqual({ grade: 'A+', score: 120 });
    expect(parseGradeLine('observatory C- 45 (x)')).toEqual({ grade: 'C-', score: 45 });
    expect(parseGradeLine('observatory: no answer from localhost http:1 https:1 /\n')).toBeNull();
  });
});

describe("the scanner's environment", () => {
  it('drops every proxy setting and trusts the CA file', () => {
    const env = scannerEnv(
      {
        PATH: '/usr/bin',
        http_proxy: 'http://proxy:3128',
        HTTPS_PROXY: 'http://proxy:3128',
        ALL_PROXY: 'socks5://proxy',
        npm_config_proxy: 'http://proxy:3128',
        npm_config_https_proxy: 'http://proxy:3128',
        npm_config_cache: '/tmp/npm',
      },
      '/repo/.serve/ca.pem',
    );
    expect(env).toEqual({ PATH: '/usr/bin', npm_config_cache: '/tmp/npm', NODE_EXTRA_CA_CERTS: '/repo/.serve/ca.pem' });
  });

  it('leaves NODE_EXTRA_CA_CERTS alone without a CA file', () => {
    expect(scannerEnv({ NODE_EXTRA_CA_CERTS: '/etc/my-ca.pem' }, undefined)).toEqual({
      NODE_EXTRA_CA_CERTS: '/etc/my-ca.pem',
    });
  });
});
