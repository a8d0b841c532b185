import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadAnalysisContent } from './assistant/analysis-content';
import { loadIntentClassifier, loadOfflineKnowledge } from './assistant/knowledge-loader';
import type { Assistant } from './assistant/assistant';
import { createLlmAssistant } from './assistant/llm-assistant';
import { createLanguageModel } from './assistant/llm-provider';
import { createOfflineAssistant } from './assistant/offline-assistant';
import { createBackgroundTasks } from './background-tasks';
import type { Config } from './config';
import type { StructuredAnalysis } from '../contracts/structured-analysis';
import { requestCheckpoint } from './db/checkpoint';
import type { DatabaseHandle } from './db/client';
import { detectFile } from './documents/extraction/detect-file';
import { createExtractor } from './documents/extraction/extractor';
import { loadFormTemplates } from './forms/form-templates';
import { createTemplateStore } from './forms/template-store';
import { createPacketBuilder, type PacketBuilder } from './packet/packet-builder';
import type { Extractor } from './documents/extraction/extraction-types';
import { scheduleDocumentRetention } from './documents/retention';
import { createScheduledJob, type ScheduledJob } from './jobs/scheduled-job';
import { createMailer } from './mail/mailer';
import { createUnsubscribeTokens } from './mail/unsubscribe-tokens';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { exportLabelsFrom } from './modules/account/export-labels';
import { readCaseForExport } from './modules/case/case-export';
import { createAuthService } from './modules/auth/auth.service';
import { memoryLoginFailures, redisLoginFailures } from './modules/auth/login-failures';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { authRoutes } from './modules/auth/auth.routes';
import { backPayRoutes } from './modules/back-pay/back-pay.routes';
import { createBackPayService } from './modules/back-pay/back-pay.service';
import { createUsersRepository } from './modules/auth/users.repository';
import { loadCaseRules } from './modules/case/case-content';
import { createCasePacketService } from './modules/case/case-packet.service';
import { placeHazards } from './modules/case/service-places';
import { caseRoutes } from './modules/case/case.routes';
import { createCaseService } from './modules/case/case.service';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { claimsRoutes } from './modules/claims/claims.routes';
import { createClaimsService } from './modules/claims/claims.service';
import { createIntentsToFileRepository } from './modules/claims/intents-to-file.repository';
import { createDeadlinesAhead } from './modules/claims/deadlines-ahead';
import { claimDeadlines } from '../domain/deadlines/claim-deadlines';
import { openDeadlines } from '../domain/deadlines/open-deadlines';
import { ratedOnlyTogether } from '../domain/ratings/pyramiding';
import { intentsToFileRoutes } from './modules/claims/intents-to-file.routes';
import { createDisabilitiesRepository } from './modules/disabilities/disabilities.repository';
import { checkFinderContent, finderContent } from './modules/finder/finder-content';
import { finderRoutes } from './modules/finder/finder.routes';
import { createFinderService } from './modules/finder/finder.service';
import { createServiceHistoryCheck } from './modules/finder/service-history-check';
import { createJournalRepository } from './modules/journal/journal.repository';
import { journalRoutes } from './modules/journal/journal.routes';
import { createJournalService } from './modules/journal/journal.service';
import { createCaseRepository } from './modules/case/case.repository';
import { createDocumentsRepository } from './modules/documents/documents.repository';
import { createExamsRepository } from './modules/exams/exams.repository';
import { examsRoutes } from './modules/exams/exams.routes';
import { createExamsService } from './modules/exams/exams.service';
import { createWitnessFormMaker } from './modules/witness/witness-form';
import { createWitnessLinkService } from './modules/witness/witness-link.service';
import { witnessLinkRoutes } from './modules/witness/witness-link.routes';
import {
  createWitnessRequestsRepository,
  toWitnessRequest,
} from './modules/witness/witness-requests.repository';
import { witnessRequestsRoutes } from './modules/witness/witness-requests.routes';
import { createWitnessRequestsService } from './modules/witness/witness-requests.service';
import { hashToken, newToken } from './modules/auth/tokens';
import { createIntentsToFileService } from './modules/claims/intents-to-file.service';
import { conditionsRoutes } from './modules/conditions/conditions.routes';
import { disabilitiesRoutes } from './modules/disabilities/disabilities.routes';
import { decisionImportRoutes } from './modules/documents/decision-import.routes';
import { createDecisionImportService } from './modules/documents/decision-import.service';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createDocumentsService } from './modules/documents/documents.service';
import { healthRoutes } from './modules/health/health.routes';
import { createProfileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { createRemindersService } from './modules/reminders/reminders.service';
import { unsubscribeRoutes } from './modules/reminders/unsubscribe.routes';
import { registerClientApp } from './plugins/client-app';
import { drainOnClose } from './plugins/draining';
import { registerErrorHandler } from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import { registerRateLimits } from './plugins/rate-limit';
import { connectSharedCounters } from './plugins/shared-counters';
import { registerSecurity } from './plugins/security';
import { registerSessions, requireUserId } from './plugins/session';
import { loadSessionSecret } from './plugins/session-secret';
import { scheduleSessionCleanup } from './plugins/session-cleanup';
import { DatabaseSessionStore } from './plugins/session-store';
import { loadConditionCatalog } from './reference/condition-catalog';
import { loadSafetyCheck } from './safety/load-safety-check';
import { createFederalHolidayLookup } from './reference/federal-holidays';
import { loadExamPrepContent } from './reference/exam-prep-content';
import { checkJournalAgainstCatalog, journalContent } from './reference/journal-content';
import { reviewLanesContent } from './reference/review-lanes-content';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly reminder job, which tests run on their own clock. */
    deadlineReminders: ScheduledJob;
  }
}

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built client; tests without a build may omit it. */
  clientDir?: string;
  now?: () => Date;
  /** How sign-in waits when an account is under attack; tests record the waits instead. */
  sleep?: (ms: number) => Promise<void>;
  /** Where log lines go (standard output when omitted); tests read them. */
  logStream?: { write: (line: string) => void };
  /** Reads uploaded files in a worker pool; made here when omitted, closed with the app. */
  extractor?: Extractor;
  /** Builds claim packets in a worker pool; made here when omitted, closed with the app. */
  packetBuilder?: PacketBuilder;
  /** Answers chat messages in place of the configured engine, e.g. one that fails part-way. */
  chatAssistant?: Pick<Assistant, 'reply'>;
  /** Whether scheduled jobs tick on the wall clock; tests run them on their own clock instead. */
  startJobs?: boolean;
};

// JSON bodies are small; uploads get their own, larger limit on their routes.
const JSON_BODY_LIMIT = 64 * 1024;

export const defaultClientDir = path.resolve(import.meta.dirname, '../../dist/client');

export async function buildApp({
  config,
  database,
  clientDir,
  now = () => new Date(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  logStream,
  extractor = createExtractor(),
  packetBuilder = createPacketBuilder(),
  chatAssistant,
  startJobs = true,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A request read after closing began was sent before the load balancer knew; answer it
    // rather than refuse it with a 503 it may not retry (a sign-in, an upload). Connections
    // are closed as Fastify does by default, only once idle (`forceCloseConnections: 'idle'`),
    // and plugins/draining.ts makes sure bytes already sent are read before that.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const draining = drainOnClose(app);

  const { db } = database;
  const sessionStore = new DatabaseSessionStore(db, now);
  const stopHearingEndings = await sessionStore.hearEndings(database);
  app.addHook('onClose', stopHearingEndings);
  await registerSecurity(app, config.publicUrl);
  const sharedCounters = connectSharedCounters(app, config.redisUrl);
  const { loginSlowdown } = config.rateLimits;
  const loginFailuresHere = memoryLoginFailures(loginSlowdown.windowMs, now);
  await registerRateLimits(app, sharedCounters);
  const sessionSecret = await loadSessionSecret(config.sessionSecret, {
    db,
    dataDir: config.dataDir,
  });
  await registerSessions(app, {
    secret: sessionSecret,
    secure: config.publicUrl.startsWith('https://'),
    store: sessionStore,
  });

  app.addHook('onClose', () => extractor.close());
  app.addHook('onClose', () => packetBuilder.close());
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const mailer = createMailer(
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    },
    app.log,
  );
  const auth = createAuthService({
    db,
    users: createUsersRepository(db),
    mailer,
    publicUrl: config.publicUrl,
    now,
    background,
    loginThrottle: createLoginThrottle({
      slowdown: loginSlowdown,
      failures: sharedCounters
        ? redisLoginFailures(sharedCounters, loginSlowdown.windowMs, loginFailuresHere)
        : loginFailuresHere,
      sleep,
    }),
    endSessionsOfUser: (userId) => sessionStore.destroyAllForUser(userId),
  });

  await app.register(healthRoutes, { prefix: '/api', db, draining });
  await app.register(authRoutes, { prefix: '/api/auth', auth, limits: config.rateLimits });
  const holidayOn = createFederalHolidayLookup();
  const profiles = createProfileRepository(db);
  const reminders = createRemindersService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    reminderDays: config.reminderDays,
    tokens: createUnsubscribeTokens(sessionSecret),
    deadlinesAhead: createDeadlinesAhead({ db, holidayOn, lanes: reviewLanesContent }),
    turnRemindersOff: async (userId) => {
      const profile = await profiles.get(userId);
      await profiles.save(userId, { ...profile, emailUpdates: false });
    },
    log: app.log,
  });
  await app.register(unsubscribeRoutes, { prefix: '/api', reminders });
  // One safety check reads what a person writes anywhere: the witness's answers, signed out, too.
  const safety = await loadSafetyCheck();
  // A witness answers through a private link, signed out: the token is all it takes.
  await app.register(witnessLinkRoutes, {
    prefix: '/api',
    limits: config.rateLimits,
    witnessLink: createWitnessLinkService({
      db,
      now,
      hashToken,
      displayNameOf: async (userId) => (await profiles.get(userId)).displayName,
      safety,
    }),
  });
  const deadlineReminders = createScheduledJob(db, now, app.log, {
    name: 'deadline-reminders',
    // Hourly, so a reminder goes out within the hour its day begins.
    pattern: '5 * * * *',
    leaseMs: 15 * 60 * 1000,
    run: reminders.sendDue,
  });
  app.decorate('deadlineReminders', deadlineReminders);
  // Everything else under /api is a signed-in veteran's.
  await app.register(
    async (api) => {
      // Before validation, so a signed-out caller learns nothing about the expected input.
      api.addHook('onRequest', async (request) => {
        requireUserId(request);
      });
      // Reference data is read once here and served from memory.
      const catalog = await loadConditionCatalog();
      const knowledge = await loadOfflineKnowledge({ holidayOn, catalog });
      const analysisContent = await loadAnalysisContent();
      const questionIntents = await loadIntentClassifier();
      const offline = createOfflineAssistant(
        { content: analysisContent, conditions: catalog.conditions },
        { knowledge, intents: questionIntents },
      );
      api.addHook('onClose', () => offline.close());
      // With WINGMAN_PROVIDER set, a language model answers, grounded in the same retrieval.
      const model = createLanguageModel(config);
      const assistant = model
        ? createLlmAssistant({
            model,
            offline,
            knowledge,
            intents: questionIntents,
            timeoutMs: config.providerTimeoutMs,
          })
        : offline;
      await api.register(conditionsRoutes, { catalog });
      await api.register(ratingsRoutes);
      await api.register(backPayRoutes, {
        backPay: createBackPayService({
          rates: knowledge.rates.tables,
          notLoaded: knowledge.rates.notLoaded,
          holidayOn,
        }),
      });
      await api.register(disabilitiesRoutes, { db, catalog });
      const claims = createClaimsService({
        db,
        now,
        holidayOn,
        lanes: reviewLanesContent,
        safety,
      });
      await api.register(claimsRoutes, { claims });
      const intents = createIntentsToFileService({
        db,
        now,
        holidayOn,
        lanes: reviewLanesContent,
        safety,
      });
      await api.register(intentsToFileRoutes, { intents });
      const journal = createJournalService({
        db,
        now,
        catalog,
        content: checkJournalAgainstCatalog(journalContent, catalog),
        safety,
      });
      await api.register(journalRoutes, { journal });
      const documentRead = (row: {
        id: string;
        originalName: string;
        analysis: StructuredAnalysis | null;
        analysisDocumentIds: string[] | null;
      }) => ({
        id: row.id,
        name: row.originalName,
        analysis: row.analysis,
        analysisDocumentIds: row.analysisDocumentIds,
      });
      const examPrep = loadExamPrepContent(journalContent);
      await api.register(examsRoutes, {
        exams: createExamsService({
          db,
          content: examPrep,
          catalog,
          lanes: reviewLanesContent,
          sentenceRoles: analysisContent.sentenceRoles,
          adequacyLabels: analysisContent.examAdequacy.checks.map((check) => check.label),
          documentsOf: async (userId) =>
            (await createDocumentsRepository(db, userId).listAnalysed()).map(documentRead),
          documentOf: async (userId, id) => {
            const row = await createDocumentsRepository(db, userId).find(id);
            return row && documentRead(row);
          },
          journalOf: (userId) => createJournalRepository(db, userId).list(),
          journalSummaryOf: journal.summary,
          ratedOf: (userId) => createDisabilitiesRepository(db, userId, () => null).list(),
          caseConditionsOf: async (userId) =>
            (await createCaseRepository(db, userId).listConditions()).map(({ name }) => ({
              name,
              diagnosticCode: null,
            })),
          safety,
        }),
      });
      const caseRules = await loadCaseRules({
        vaConditions: catalog.conditions,
        nexusPhrases: analysisContent.nexus.phrases,
        sentenceRoles: analysisContent.sentenceRoles,
      });
      const checkedFinderContent = checkFinderContent(
        finderContent,
        new Set(caseRules.presumptive.rules.map((rule) => rule.id)),
        (code) => catalog.findByCode(code) !== undefined,
      );
      // The Finder's own check, so My Case's qualifying service says what the Finder says.
      const checkServiceHistory = createServiceHistoryCheck({ content: checkedFinderContent, now });
      const cases = createCaseService({
        db,
        rules: caseRules,
        readJournalForCase: (tx, userId) => createJournalRepository(tx, userId).list(),
        checkSavedServiceHistory: async (tx, userId) => {
          const history = (await createProfileRepository(tx).get(userId)).serviceHistory;
          return history ? checkServiceHistory(history) : null;
        },
        safety,
      });
      const finder = createFinderService({
        content: checkedFinderContent,
        now,
        serviceHistoryOf: async (userId) => (await profiles.get(userId)).serviceHistory ?? null,
        ratedConditionsOf: (userId) => createDisabilitiesRepository(db, userId, () => null).list(),
        caseOf: cases.read,
        ratingRules: {
          ratedOnlyTogether: ratedOnlyTogether(catalog.rules),
          codeOf: ({ name, diagnosticCode }) =>
            diagnosticCode ?? catalog.findByName(name)?.diagnosticCode ?? null,
        },
      });
      await api.register(chatRoutes, {
        limits: config.rateLimits,
        chat: createChatService({
          db,
          now,
          assistant: chatAssistant ?? assistant,
          claims,
          profileOf: (userId) => profiles.get(userId),
          caseConditionsOf: cases.conditions,
          intentsToFileOf: intents.list,
          finderOf: finder.factsForChat,
        }),
      });
      await api.register(documentsRoutes, {
        prefix: '/documents',
        limits: config.rateLimits,
        documents: createDocumentsService({
          db,
          extractor,
          detectFile,
          assistant,
          now,
          retentionHours: config.documentRetentionHours,
          privacyLevelOf: async (userId) => (await profiles.get(userId)).privacyLevel,
          log: app.log,
        }),
      });
      await api.register(profileRoutes, { profiles });
      await api.register(accountRoutes, {
        limits: config.rateLimits,
        account: createAccountService({
          db,
          now,
          endSessionsOfUser: (userId) => sessionStore.destroyAllForUser(userId),
          readCaseForExport,
          readIntentsToFileForExport: (tx, userId) =>
            createIntentsToFileRepository(tx, userId).list(),
          readJournalForExport: (tx, userId) => createJournalRepository(tx, userId).list(),
          readExamsForExport: (tx, userId) => createExamsRepository(tx, userId).list(),
          readWitnessRequestsForExport: async (tx, userId) => {
            const at = now();
            const rows = await createWitnessRequestsRepository(tx, userId).list();
            return rows.map((row) => toWitnessRequest(row, at));
          },
          openDeadlinesOf: (claim, today) =>
            openDeadlines(claimDeadlines(claim, today, holidayOn, reviewLanesContent)),
          exportLabels: exportLabelsFrom({
            journal: journalContent,
            dbqs: examPrep.dbqs,
            evidence: caseRules.evidence,
            presumptive: caseRules.presumptive,
          }),
          recycleWriteAheadLog: () => requestCheckpoint(db, app.log),
        }),
      });
      await api.register(finderRoutes, { finder });
      await api.register(decisionImportRoutes, {
        decisionImport: createDecisionImportService({ db, catalog, now }),
      });
      const formTemplates = loadFormTemplates();
      const templateStore = createTemplateStore({
        formsDir: config.formsDir,
        templates: formTemplates,
      });
      await api.register(witnessRequestsRoutes, {
        witnessRequests: createWitnessRequestsService({
          db,
          now,
          publicUrl: config.publicUrl,
          newToken,
          conditionsOf: cases.conditions,
          addStatement: cases.addStatement,
          safety,
        }),
        makeForm: createWitnessFormMaker({ templates: formTemplates, templateStore }),
      });
      await api.register(caseRoutes, {
        prefix: '/case',
        cases,
        packets: createCasePacketService({
          db,
          cases,
          templates: formTemplates,
          templateStore,
          builder: packetBuilder,
          presumptiveTitles: new Map(
            caseRules.presumptive.rules.map((rule) => [rule.id, rule.title]),
          ),
          intentToFileRunning: intents.compensationYearRunning,
          serviceHistoryOf: async (userId) => (await profiles.get(userId)).serviceHistory ?? null,
          ratedDisabilitiesOf: (userId) =>
            createDisabilitiesRepository(db, userId, () => null).list(),
          hazardOfPlace: placeHazards(finderContent.criteria),
          now,
        }),
        limits: config.rateLimits,
      });
    },
    { prefix: '/api' },
  );
  await registerClientApp(app, clientDir ?? defaultClientDir, {
    supportEmail: config.supportEmail,
  });

  scheduleSessionCleanup(app, db, now);
  if (startJobs) deadlineReminders.start(app);
  scheduleDocumentRetention(app, db, now);

  return app;
}
