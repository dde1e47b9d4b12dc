// The portal's service editor (store-services.routes.ts): a service with its options read and saved in one
// transaction, the reads of one option, value, value image, logic, rule and service image, and deleting a
// logic or a rule (the rest are renumbered; deleting the last rule removes the logic). Every read and change
// is within a store the principal may act in; the queries are in the repository.
import type { FastifyRequest } from 'fastify';
import { deleteRule, type OptionLogic, type ServicePayload } from '../../../shared/rules/index.ts';
import { isPlatform } from '../../../shared/permission-registry.ts';
import type { Transaction } from '../../db/database.ts';
import { notFound } from '../../http-errors.ts';
import {
  bumpVersion,
  loadServices,
  logicRecord,
  optionRecordsOf,
  ruleRecord,
  saveService,
  valueImageRecord,
  valueRecord,
} from '../../catalogue/service-tree.ts';
import { actingStore, storeOfService } from './catalogue.service.ts';
import {
  deleteLogic,
  deleteLogicOfOption,
  deleteRuleRow,
  imageOfService,
  imagesOfValue,
  logicOfOption,
  optionOfService,
  renumberRule,
  ruleOfOption,
  rulesOfLogic,
  rulesOfLogics,
  ruleWithLogic,
  updateLogic,
  valueImageOfOption,
  valueOfOption,
} from './service-editor.repository.ts';

async function optionOf(tx: Transaction, storeId: number, serviceId: number, optionId: number) {
  const option = await optionOfService(tx, storeId, serviceId, optionId);
  if (!option) throw notFound();
  return option;
}

/** Runs `fn` with the store of a service the principal may reach (404 otherwise), in its tenant transaction. */
const inServiceStore = <T>(
  request: FastifyRequest,
  serviceId: number,
  fn: (tx: Transaction, storeId: number) => Promise<T>,
) => request.inTenant(async (tx) => fn(tx, await storeOfService(tx, request, serviceId)));

/** A service with its images and options, in the acting store. */
export async function editedService(request: FastifyRequest, named: number, id: number) {
  const storeId = actingStore(request, named);
  const found = await request.inTenant((tx) => loadServices(tx, storeId, [id]));
  const service = found.get(id);
  if (!service) throw notFound();
  return service;
}

/** Saves a service with its options (a new one when `id` is null) in one transaction; the service as saved. */
export async function saveEditedService(
  request: FastifyRequest,
  named: number | undefined,
  id: number | null,
  payload: ServicePayload,
) {
  const storeId = actingStore(request, named);
  return request.inTenant(async (tx) => {
    const saved = await saveService(tx, storeId, id, payload);
    return (await loadServices(tx, storeId, [saved])).get(saved);
  });
}

export const optionRecord = (request: FastifyRequest, id: number, optionId: number) =>
  inServiceStore(request, id, async (tx, storeId) => {
    const [record] = await optionRecordsOf(tx, storeId, [await optionOf(tx, storeId, id, optionId)]);
    return record;
  });

export const valueOfServiceOption = (
  request: FastifyRequest,
  id: number,
  optionId: number,
  valueId: number,
) =>
  inServiceStore(request, id, async (tx, storeId) => {
    await optionOf(tx, storeId, id, optionId);
    const value = await valueOfOption(tx, storeId, optionId, valueId);
    if (!value) throw notFound();
    return valueRecord(value, await imagesOfValue(tx, storeId, valueId));
  });

export const valueImage = (request: FastifyRequest, id: number, optionId: number, imageId: number) =>
  inServiceStore(request, id, async (tx, storeId) => {
    await optionOf(tx, storeId, id, optionId);
    const image = await valueImageOfOption(tx, storeId, optionId, imageId);
    if (!image) throw notFound();
    return { ...valueImageRecord(image), value_id: image.valueId };
  });

/** A logic with its rules in their order. */
async function loadLogic(tx: Transaction, storeId: number, optionId: number, logicId: number) {
  const logic = await logicOfOption(tx, storeId, optionId, logicId);
  if (!logic) throw notFound();
  const rules = await rulesOfLogic(tx, storeId, logicId);
  rules.sort((a, b) => a.logicSequenceNumber - b.logicSequenceNumber || a.id - b.id);
  return { logic, rules };
}

export const logicOfServiceOption = (
  request: FastifyRequest,
  id: number,
  optionId: number,
  logicId: number,
) =>
  inServiceStore(request, id, async (tx, storeId) => {
    await optionOf(tx, storeId, id, optionId);
    const { logic, rules } = await loadLogic(tx, storeId, optionId, logicId);
    return logicRecord(logic, rules);
  });

export const ruleOfServiceOption = (request: FastifyRequest, id: number, optionId: number, ruleId: number) =>
  inServiceStore(request, id, async (tx, storeId) => {
    await optionOf(tx, storeId, id, optionId);
    const rule = await ruleOfOption(tx, storeId, optionId, ruleId);
    if (!rule) throw notFound();
    return ruleRecord(rule);
  });

/** Deletes an option's logic (with its rules); the option as it is now. */
export const removeLogic = (request: FastifyRequest, id: number, optionId: number, logicId: number) =>
  inServiceStore(request, id, async (tx, storeId) => {
    const option = await optionOf(tx, storeId, id, optionId);
    if (!(await deleteLogicOfOption(tx, storeId, optionId, logicId))) throw notFound();
    await bumpVersion(tx, storeId, id);
    const [record] = await optionRecordsOf(tx, storeId, [option]);
    return record;
  });

/** Deletes a rule: the rest are renumbered and the logic text follows; the last rule's logic goes too (null). */
export function removeRule(request: FastifyRequest, ruleId: number) {
  const principal = request.principal!;
  return request.inTenant(async (tx) => {
    const found = await ruleWithLogic(
      tx,
      ruleId,
      isPlatform(principal.roleId) ? undefined : (principal.storeId ?? -1),
    );
    if (!found) throw notFound();
    const storeId = found.logic.storeId;
    const { logic, rules } = await loadLogic(tx, storeId, found.logic.optionId, found.logic.id);
    const current = logicRecord(logic, rules) as OptionLogic;
    const next = deleteRule(current, { id: found.rule.id });
    await bumpVersion(tx, storeId, found.serviceId);
    if (next === null) {
      await deleteLogic(tx, storeId, logic.id);
      return null;
    }
    await deleteRuleRow(tx, storeId, found.rule.id);
    for (const rule of next.rules)
      await renumberRule(tx, storeId, rule.id as number, rule.logic_sequence_number);
    const updated = await updateLogic(tx, storeId, logic.id, {
      logicRule: next.logic_rule,
      isLogicEnable: next.is_logic_enable,
    });
    const kept = await rulesOfLogics(tx, storeId, [logic.id]);
    kept.sort((a, b) => a.logicSequenceNumber - b.logicSequenceNumber);
    return logicRecord(updated, kept);
  });
}

export const serviceImage = (request: FastifyRequest, id: number, imageId: number) =>
  inServiceStore(request, id, async (tx, storeId) => {
    const image = await imageOfService(tx, storeId, id, imageId);
    if (!image) throw notFound();
    return { id: image.id, url: image.url, alt: image.alt, sequence: image.sequence };
  });
