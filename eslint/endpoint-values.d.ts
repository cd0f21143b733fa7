import type { Rule } from 'eslint';

export declare const endpointValues: Rule.RuleModule;
