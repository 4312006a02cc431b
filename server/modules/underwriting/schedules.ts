// The three schedules an underwriter reads row by row: losses (a loss run's or the application's
// loss history), workers compensation class codes with payroll, and vehicles.
import type { Citation, PageText } from "../documents/reading/types.ts";
import { amountsIn, firstDate, readSchedule, type ScheduleSpec } from "./schedule-tables.ts";

export interface Loss {
  date: string;
  claimNumber: string | null;
  line: string | null;
  description: string | null;
  paid: string | null;
  reserved: string | null;
  incurred: string | null;
  status: string | null;
  citation: Citation;
}

type LossColumn = "date" | "claim" | "line" | "description" | "paid" | "reserve" | "incurred" | "status";
const STATUS = /\b(open|closed|reopened|re-opened)\b/i;

const lossSpec: ScheduleSpec<LossColumn> = {
  columns: {
    date: /\b(date of loss|loss date|date of (occurrence|accident|injury)|(occurrence|accident|incident) date|d\/?o\/?l)\b|^date$/i,
    claim: /\bclaim\s*(#|no\.?|number)?$/i,
    line: /^(line( of business)?|lob|coverage( line)?|policy type|type)$/i,
    description: /\b(desc(ription)?|cause|nature of (loss|claim|injury)|details|loss type)\b/i,
    paid: /\b(total )?paid\b/i,
    reserve: /\b(reserves?|outstanding|o\/s)\b/i,
    incurred: /\b(total )?incurred\b/i,
    status: /^(status|open\s*\/\s*closed|o\/c|claim status)$/i,
  },
  required: [
    ["date", "paid"],
    ["date", "incurred"],
    ["date", "reserve"],
  ],
  key: "date",
  keyShape: /^\d{1,2}\/\d{1,2}\/\d{2,4}$|^\d{4}-\d{2}-\d{2}$|^[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4}$/,
  readLine(text, order) {
    const date = firstDate(text);
    if (!date) return null;
    const moneyColumns = order.filter((k) => k === "paid" || k === "reserve" || k === "incurred");
    const after = text.slice(text.indexOf(date) + date.length);
    const amounts = amountsIn(after);
    if (amounts.length < moneyColumns.length || !amounts.length) return null;
    const values: Partial<Record<LossColumn, string>> = { date };
    moneyColumns.forEach((k, i) => (values[k] = amounts[i]));
    values.status = STATUS.exec(after)?.[0];
    const firstAmount = after.search(/\$?\d[\d,]*\.?\d*\s/);
    const words = (firstAmount >= 0 ? after.slice(0, firstAmount) : after).replace(STATUS, "").trim();
    if (words) values.description = words;
    return values;
  },
};

export function readLosses(pages: PageText[]): Loss[] {
  return readSchedule(lossSpec, pages).map(({ values: v, citation }) => ({
    date: v.date!,
    claimNumber: v.claim ?? null,
    line: v.line ?? null,
    description: v.description ?? null,
    paid: v.paid ?? null,
    reserved: v.reserve ?? null,
    incurred: v.incurred ?? null,
    status: v.status ? (STATUS.exec(v.status)?.[0] ?? v.status) : null,
    citation,
  }));
}

export interface ClassCode {
  code: string;
  description: string | null;
  payroll: string | null;
  employees: string | null;
  citation: Citation;
}

type ClassColumn = "state" | "code" | "description" | "payroll" | "employees";
const classSpec: ScheduleSpec<ClassColumn> = {
  columns: {
    state: /^(state|st)$/i,
    code: /^(wc )?(class( code)?|code|class #|class no\.?)$/i,
    description: /\b(desc(ription)?|classification|duties)\b/i,
    payroll: /\b(payroll|remuneration)\b/i,
    employees: /\b(employees|# of emp|no\. of emp|ees|headcount)\b/i,
  },
  required: [["code", "payroll"]],
  key: "code",
  keyShape: /^\d{4}$/,
  readLine(text) {
    const m = /^(?:[A-Z]{2}\s+)?(\d{4})\s+(.+?)\s+(\$?\d{1,3}(?:,\d{3})+|\$\d+)(?:\s+(\d{1,4}))?\s*$/.exec(text.trim());
    return m ? { code: m[1], description: m[2], payroll: m[3], employees: m[4] } : null;
  },
};

export function readClassCodes(pages: PageText[]): ClassCode[] {
  return readSchedule(classSpec, pages).map(({ values: v, citation }) => ({
    code: v.code!,
    description: v.description ?? null,
    payroll: v.payroll ?? null,
    employees: v.employees ?? null,
    citation,
  }));
}

export interface Vehicle {
  year: string;
  make: string | null;
  model: string | null;
  vin: string | null;
  cost: string | null;
  citation: Citation;
}

type VehicleColumn = "year" | "make" | "model" | "vin" | "cost";
const VIN = /\b[A-HJ-NPR-Z0-9]{17}\b/;
const vehicleSpec: ScheduleSpec<VehicleColumn> = {
  columns: {
    year: /^(year|yr|model year)$/i,
    make: /^make$/i,
    model: /^(model|body type)$/i,
    vin: /\b(vin|serial( number| #)?|vehicle id(entification)?( number)?)\b/i,
    cost: /\b(cost( new)?|stated (amount|value)|value|original cost)\b/i,
  },
  required: [
    ["year", "vin"],
    ["year", "make"],
  ],
  key: "year",
  keyShape: /^(19|20)\d{2}$/,
  readLine(text) {
    const m = /^(?:\d{1,2}\s+)?((?:19|20)\d{2})\s+(\S+)\s+(.*?)\s*([A-HJ-NPR-Z0-9]{17})\s*(\$?[\d,]+)?\s*$/.exec(
      text.trim(),
    );
    return m ? { year: m[1], make: m[2], model: m[3] || undefined, vin: m[4], cost: m[5] } : null;
  },
};

export function readVehicles(pages: PageText[]): Vehicle[] {
  return readSchedule(vehicleSpec, pages).map(({ values: v, citation }) => ({
    year: v.year!,
    make: v.make ?? null,
    model: v.model ?? null,
    vin: v.vin && VIN.test(v.vin) ? VIN.exec(v.vin)![0] : null,
    cost: v.cost ?? null,
    citation,
  }));
}
