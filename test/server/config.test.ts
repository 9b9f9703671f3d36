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

  it('deletes inactive Free accounts unless DSP_INACTIVE_ACCOUNTS=keep, and refuses other values', () => {
    expect(configFromEnv({}).inactiveAccounts).toBe('delete');
    expect(configFromEnv({ DSP_INACTIVE_ACCOUNTS: ' Keep ' }).inactiveAccounts).toBe('keep');
    expect(() => configFromEnv({ DSP_INACTIVE_ACCOUNTS: 'never' })).toThrow('DSP_INACTIVE_ACCOUNTS must be delete (the default) or keep, not "never".');
  });

  it('fetches client metadata documents from loopback only with DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS=1 (development), and refuses other values', () => {
    expect(configFromEnv({}).oauthLoopbackClientDocuments).toBe(false);
    expect(configFromEnv({ DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS: '1' }).oauthLoopbackClientDocuments).toBe(true);
    expect(configFromEnv({ DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS: '0' }).oauthLoopbackClientDocuments).toBe(false);
    expect(() => configFromEnv({ DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS: 'yes' })).toThrow('DSP_OAUTH_LOOPBACK_CLIENT_DOCUMENTS must be 1 (development only) or unset, not "yes".');
  });
});
