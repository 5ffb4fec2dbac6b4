import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from '@studio/core/staff/staff';
import { createStaffAccounts, StaffAccountError } from '../auth/staffAccounts.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const USAGE = `Usage:
  npm run admin -- add <email>               create an Owner account (manages staff, sees the activity log)
  npm run admin -- add <email> --role staff  create a Staff account (everything but staff and the log)
  npm run admin -- reset-password <email>    set a new password (signs the account out everywhere)

The password is read from ADMIN_PASSWORD, or asked for when it is not set.
The database is the one in DATA_DIR (default ./data).`;

/** Reads one line from the terminal without echoing it; reads a plain line when stdin is piped. */
function readSecret(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    if (!input.isTTY) {
      const lines = createInterface({ input });
      lines.once('line', (line) => {
        resolve(line);
        lines.close();
      });
      lines.once('close', () => reject(new StaffAccountError('No password given on standard input')));
      return;
    }
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.resume();
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          input.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on('data', onData);
  });
}

async function newPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const password = await readSecret(`New password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters): `);
  if (process.stdin.isTTY && password !== (await readSecret('Repeat the password: '))) {
    throw new StaffAccountError('The two passwords do not match');
  }
  return password;
}

function parse(args: string[]): { command: string; email: string; role: StaffRole } | undefined {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string', default: 'owner' } },
    });
    const [command, email, ...rest] = positionals;
    const role = values.role.toLowerCase() as StaffRole;
    if (!email || rest.length > 0 || !STAFF_ROLES.includes(role)) return undefined;
    if (command === 'add' || (command === 'reset-password' && args.every((arg) => !arg.startsWith('--role'))))
      return { command, email, role };
    return undefined;
  } catch {
    return undefined;
  }
}

async function run(args: string[]): Promise<void> {
  const parsed = parse(args);
  if (!parsed) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { command, email, role } = parsed;
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  try {
    const accounts = createStaffAccounts(db);
    const password = await newPassword();
    if (command === 'add') {
      await accounts.add(email, password, role);
      console.log(`${role === 'owner' ? 'Owner' : 'Staff'} account ${email} created.`);
    } else {
      await accounts.resetPassword(email, password);
      console.log(`Password of ${email} changed; its sessions were signed out.`);
    }
  } finally {
    db.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof StaffAccountError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
});
