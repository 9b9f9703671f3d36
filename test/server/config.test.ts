import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/index.js';

describe('the service configuration from the environment', () => {
  it('listens on the loopback address unless HOST says otherwise (a first start prints an owner key)', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ HOST: '::' }).host).toBe('::');
  });

  it('takes the port and the public addresses from PORT, DSP_WEB_URL and DSP_BASE_URL', () => {
    const config = configFromEnv({ PORT: '9000', DSP_WEB_URL: 'https://diagrams.example.com/' });
    expect(config.port).toBe(9000);
    expect(config.webUrl).toBe('https://diagrams.example.com');
    expect(config.baseUrl).toBe('http://localhost:9000');
  });
});
