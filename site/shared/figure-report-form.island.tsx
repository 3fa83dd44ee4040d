// The wrong-figure form as an island (ADR 018): a plain form until it is used, then sent by script.
export { FigureReportForm as default } from './figure-report-form.tsx';
