import { createHmac, randomInt, randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { getAddress, isAddressEqual, recoverMessageAddress, type Hex } from 'viem';
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import {
  DEFAULT_CREDIT_SCORE,
  DEMO_ADDRESS,
  SESSION_TTL_SECONDS,
  SIWE_NONCE_TTL_SECONDS,
  SIWE_STATEMENT,
  USER_AGREEMENT_VERSION,
  type LoginBody,
  type MemberInfo,
  type NonceResponse,
  type OperatorRole,
} from '@halyard/shared';
import type { Database, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import * as members from '../members/members.service.js';
import * as operators from '../operators/operators.service.js';
import * as repository from './session.repository.js';

/** Verified tokens remembered at most; the oldest is forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Allowed drift between the wallet's clock and ours when it stamps Issued At. */
const CLOCK_SKEW_MS = 60_000;

export interface SessionSettings {
  chainId: number;
  /** The platform's own origins (PUBLIC_ORIGINS): a sign-in message must name one of them. */
  publicOrigins: readonly string[];
  /** Lower-case wallets of the operators (ADMIN_ADDRESSES). */
  operatorAddresses: readonly string[];
  previewMode: boolean;
  jwtSecret: string;
}

export interface SignedInMember {
  user: User;
  sessionId: string;
  expiresAt: Date;
  /** The member's role in the operator console, or null. */
  role: OperatorRole | null;
}

export interface SessionService {
  /** A fresh nonce for a sign-in message from this address. */
  issueNonce(address: string): Promise<NonceResponse>;
  /** Checks a signed sign-in message and starts a session: a new member is created on first sign-in. */
  login(body: LoginBody): Promise<{ token: string }>;
  /** The member behind a bearer token, or null for a bad, expired or revoked one. */
  authenticate(token: string): Promise<SignedInMember | null>;
  /** Ends a session: its token stops working everywhere at once. */
  logout(sessionId: string): Promise<void>;
  /** Records that the member accepted this version of the user agreement. */
  acceptAgreement(member: SignedInMember, version: string): Promise<MemberInfo>;
  /** What the app shows of the signed-in member. */
  memberInfo(member: Pick<SignedInMember, 'user' | 'role'>): MemberInfo;
  /** ADMIN_ADDRESSES become admins (the first operators; the console adds the others). */
  seedAdmins(): Promise<void>;
}

function toMemberInfo(user: User, role: OperatorRole | null): MemberInfo {
  return {
    address: getAddress(user.address),
    mbId: user.mb_id,
    creditScore: user.credit_score,
    kind: user.kind,
    authorized: user.agreement_version === USER_AGREEMENT_VERSION,
    operator: role !== null,
    operatorRole: role,
    referralCode: user.kind === 'agent' ? user.referral_code : null,
  };
}

export function createSessionService(db: Kysely<Database>, settings: SessionSettings, clock: Clock, events?: DomainEvents): SessionService {
  const jwtKey = new TextEncoder().encode(settings.jwtSecret);
  const publicOrigins = new Set(settings.publicOrigins);
  const memberInfo = (member: Pick<SignedInMember, 'user' | 'role'>) => toMemberInfo(member.user, member.role);

  async function issueNonce(address: string): Promise<NonceResponse> {
    const issuedAt = clock.now();
    const expiresAt = new Date(issuedAt.getTime() + SIWE_NONCE_TTL_SECONDS * 1000);
    const nonce = generateSiweNonce();
    await repository.insertNonce(db, { nonce, address, issuedAt, expiresAt });
    // Old nonces are worthless; dropping those a day past expiry keeps the table small.
    await repository.deleteNoncesExpiredBefore(db, new Date(issuedAt.getTime() - 86_400_000));
    return { nonce, issuedAt: issuedAt.toISOString(), expirationTime: expiresAt.toISOString() };
  }

  /** Every EIP-4361 check of ARCHITECTURE §5, then the signer; the nonce is spent last. */
  async function verifyLoginMessage(body: LoginBody): Promise<Hex> {
    let fields: ReturnType<typeof parseSiweMessage>;
    try {
      fields = parseSiweMessage(body.message);
    } catch {
      throw AppError.invalidInput('loginMessageInvalid');
    }
    const { address, domain, uri, chainId, nonce, issuedAt, expirationTime, notBefore, statement, version } = fields;
    if (!address || !domain || !uri || !chainId || !nonce || !issuedAt || version !== '1') {
      throw AppError.invalidInput('loginMessageInvalid');
    }
    let signedFor: URL;
    try {
      signedFor = new URL(uri);
    } catch {
      throw AppError.invalidInput('loginMessageInvalid');
    }
    // Our own configured origins only: a message signed for another site (a phishing relay) never signs in here.
    if (!publicOrigins.has(signedFor.origin) || domain !== signedFor.host) throw AppError.invalidInput('loginDomainMismatch');
    if (statement !== SIWE_STATEMENT) throw AppError.invalidInput('loginStatementMismatch');
    if (chainId !== settings.chainId) throw AppError.invalidInput('loginChainMismatch');
    if (!isAddressEqual(address, body.address as Hex)) throw AppError.invalidInput('loginAddressMismatch');
    const now = clock.now().getTime();
    const tooEarly = issuedAt.getTime() > now + CLOCK_SKEW_MS || (notBefore && notBefore.getTime() > now);
    const tooLate = expirationTime !== undefined && expirationTime.getTime() <= now;
    if (Number.isNaN(issuedAt.getTime()) || tooEarly || tooLate) throw AppError.invalidInput('loginTimeInvalid');

    let signer: string;
    try {
      signer = await recoverMessageAddress({ message: body.message, signature: body.signature as Hex });
    } catch {
      throw AppError.invalidInput('loginSignatureInvalid');
    }
    if (!isAddressEqual(signer as Hex, body.address as Hex)) throw AppError.invalidInput('loginSignatureInvalid');
    if (!(await repository.consumeNonce(db, nonce, body.address, clock.now()))) {
      throw AppError.invalidInput('loginNonceInvalid');
    }
    return getAddress(body.address);
  }

  /** A fresh 8-digit member id no one holds yet. */
  async function newMbId(): Promise<string> {
    for (;;) {
      const candidate = String(randomInt(10_000_000, 100_000_000));
      if (!(await members.mbIdExists(db, candidate))) return candidate;
    }
  }

  async function login(body: LoginBody): Promise<{ token: string }> {
    const address = await verifyLoginMessage(body);
    const isDemo = isAddressEqual(address as Hex, DEMO_ADDRESS);
    if (isDemo && !settings.previewMode) throw AppError.forbidden('previewModeOff');
    // A new member who came through an agent's link is linked to that agent, once, at creation.
    const agent = body.ref === undefined ? undefined : await members.findAgentByCode(db, body.ref);
    const user =
      (await members.findUserByAddress(db, address)) ??
      (await members.insertUserIfAbsent(db, {
        address,
        mb_id: await newMbId(),
        kind: isDemo ? 'mock' : 'regular',
        credit_score: DEFAULT_CREDIT_SCORE,
        agreement_version: null,
        referred_by: isDemo ? null : (agent?.id ?? null),
      }));
    const sessionId = randomUUID();
    const issuedAt = clock.now();
    const expiresAt = new Date(issuedAt.getTime() + SESSION_TTL_SECONDS * 1000);
    await repository.insertSession(db, { id: sessionId, userId: user.id, expiresAt });
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(jwtKey);
    return { token };
  }

  /**
   * Tokens whose signature has been checked, with their session and expiry: HS256 through
   * WebCrypto costs a fifth of a millisecond per call, a lookup nothing. Expiry is checked on
   * every use and the session row (revocation) is read on every use.
   */
  const verifiedTokens = new Map<string, { sessionId: string; expiresAtMs: number }>();

  async function verifiedToken(token: string, now: Date): Promise<{ sessionId: string; expiresAtMs: number } | null> {
    const known = verifiedTokens.get(token);
    if (known) return known.expiresAtMs > now.getTime() ? known : null;
    try {
      const { payload } = await jwtVerify(token, jwtKey, { algorithms: ['HS256'], currentDate: now });
      if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.delete(verifiedTokens.keys().next().value ?? '');
      const verified = { sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
      verifiedTokens.set(token, verified);
      return verified;
    } catch {
      return null;
    }
  }

  /**
   * The session rows of requests that arrive together are read in one statement (issue 34): the
   * loader gathers the lookups of one turn of the event loop. Nothing is cached: revocation is
   * read on every use.
   */
  const liveSessions = new DataLoader<string, (User & { role: OperatorRole | null }) | undefined>(
    async (sessionIds) => {
      const rows = await repository.findUsersOfLiveSessions(db, sessionIds, clock.now());
      const bySession = new Map(rows.map(({ session_id: sessionId, ...user }) => [sessionId, user]));
      return sessionIds.map((sessionId) => bySession.get(sessionId));
    },
    { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
  );

  async function authenticate(token: string): Promise<SignedInMember | null> {
    const now = clock.now();
    const verified = await verifiedToken(token, now);
    if (verified === null) return null;
    const found = await liveSessions.load(verified.sessionId);
    if (!found) return null;
    const { role, ...user } = found;
    return { user, role, sessionId: verified.sessionId, expiresAt: new Date(verified.expiresAtMs) };
  }

  async function logout(sessionId: string): Promise<void> {
    await repository.revokeSession(db, sessionId, clock.now());
    events?.emit('session.ended', { sessionId });
  }

  async function acceptAgreement(member: SignedInMember, version: string): Promise<MemberInfo> {
    if (version !== USER_AGREEMENT_VERSION) throw AppError.businessRule('agreementVersionOutdated');
    await members.setAgreementVersion(db, member.user.id, version);
    return memberInfo({ user: { ...member.user, agreement_version: version }, role: member.role });
  }

  const seedAdmins = () => operators.seedAdmins(db, settings.operatorAddresses);

  return { issueNonce, login, authenticate, logout, acceptAgreement, memberInfo, seedAdmins };
}

/** The chat's identity check: HMAC-SHA256 of the address with the chat key, made here so the key stays here. */
export function supportChatIdentifierHash(address: string, chatKey: string): string {
  return createHmac('sha256', chatKey).update(getAddress(address)).digest('hex');
}
