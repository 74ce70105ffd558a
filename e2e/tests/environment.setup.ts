import fs from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { describeEnvironment, discoverEnvironment, environmentFile } from '../support/environment';
import { gitCommit } from '../../releases/gitCommit';

// The first step of every run (the `environment` setup projects of playwright.config.ts): reads
// from the site under test where its remotes are and which releases it runs, keeps it for the
// tests, and puts it in the report, so a result means "this combination passed".

setup('the site under test: its remotes and releases', async ({ request, baseURL }, info) => {
  const env = await discoverEnvironment(request, baseURL!, gitCommit());
  const file = environmentFile(info.project.outputDir, baseURL!);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(env, null, 2)}\n`);

  const lines = describeEnvironment(env);
  info.annotations.push(
    { type: 'environment', description: `${env.baseURL}${env.ownServers ? " (the suite's own servers)" : ''}` },
    ...lines.map((description) => ({ type: 'release', description })),
  );
  await info.attach('environment.json', { path: file, contentType: 'application/json' });
  console.log(`Site under test: ${env.baseURL}\n  ${lines.join('\n  ')}`);
});
