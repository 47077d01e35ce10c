import { formatInteger } from '../format';
import type { GoalKind, GoalPeriod } from '../gamification/contract';
import { XP } from '../gamification/rules';

/**
 * Texts of /gamification, the header's level badge and the live toasts (pt-BR). The XP reasons, the achievements'
 * and goals' titles and the goal kinds come from the engine's catalogue (src/shared/i18n/gamification.ts); the e2e
 * tests read every text from these two.
 */

const plural = (n: number, one: string, many: string) => (n === 1 ? `${n} ${one}` : `${n} ${many}`);

/** What a goal's target counts, by kind: '3/5 dias', '2/4 pausas', '0/1 desafio'. */
export const goalUnit = (kind: GoalKind, n: number): string =>
  kind === 'breathing-pauses'
    ? n === 1
      ? 'pausa'
      : 'pausas'
    : kind === 'finish-challenge'
      ? n === 1
        ? 'desafio'
        : 'desafios'
      : n === 1
        ? 'dia'
        : 'dias';

export const GOAL_PERIOD_LABELS: Record<GoalPeriod, string> = { week: 'Semana', month: 'Mês' };

export const gamificationText = {
  title: 'Gamificação',
  lead: 'Aqui você ganha XP pelo processo: registrar, seguir o plano e parar no limite. Lucro não conta pontos.',
  loading: 'Carregando sua gamificação...',
  loadError: 'Não foi possível carregar sua gamificação. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',

  level: {
    title: 'Seu nível',
    heading: (level: number, name: string) => `Nível ${level} · ${name}`,
    total: (xp: number) => `${formatInteger(xp)} XP no total`,
    toNext: (missing: number, next: number, nextName: string) =>
      `Faltam ${formatInteger(missing)} XP para o nível ${next} — ${nextName}`,
    barLabel: (next: number) => `Progresso até o nível ${next}`,
    barValue: (into: number, toNext: number) => `${formatInteger(into)} de ${formatInteger(toNext)} XP`,
  },

  badge: {
    short: (level: number) => `Nv ${level}`,
    name: (level: number, name: string, xp: number) => `Nível ${level} — ${name}, ${formatInteger(xp)} XP`,
  },

  history: {
    title: 'Histórico de XP',
    lead: 'Os pontos mais recentes e o motivo de cada um.',
    amount: (n: number) => (n >= 0 ? `+${n} XP` : `${n} XP`),
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando...',
    loadMoreError: 'Não foi possível carregar mais entradas.',
    empty: 'Você ainda não ganhou XP. Ele vem do seu processo, nunca do lucro:',
    howTitle: 'Como ganhar XP',
    how: [
      `Registrar um trade completo (emoção, stop e nota): ${XP.completeTrade} XP, até ${XP.completeTradesPerDay} trades por dia`,
      `Escrever o plano do dia: ${XP.dailyPlan} XP`,
      `Fazer a revisão do dia: ${XP.dailyReview} XP`,
      `Parar no limite de perda do dia: ${XP.lossLimitStop} XP`,
      `Pausa para respirar: ${XP.breathingPause} XP, até ${XP.breathingPausesPerDay} por dia`,
      `Cumprir um dia do desafio: ${XP.challengeDay} XP`,
      `Revisão da semana do desafio: ${XP.weeklyReview} XP`,
      `Concluir uma semana do desafio: ${XP.challengeWeek} XP`,
      `Concluir o desafio de 21 dias: ${XP.challengeCompleted} XP`,
      `Cumprir uma meta: ${XP.goalWeek} XP (semana) ou ${XP.goalMonth} XP (mês)`,
    ],
    noProfit: 'Trades além do limite diário do seu plano não rendem XP.',
  },

  achievements: {
    title: 'Conquistas',
    count: (unlocked: number, total: number) => `${unlocked} de ${total} desbloqueadas`,
    filterLabel: 'Filtrar conquistas por categoria',
    all: 'Todas',
    progress: (current: number, target: number) => `${current}/${target}`,
    progressLabel: (title: string) => `Progresso de ${title}`,
    unlockedOn: (date: string) => `Desbloqueada em ${date}`,
    locked: 'Bloqueada',
    empty: 'Nenhuma conquista nesta categoria.',
    showAll: (n: number) => `Ver todas as ${n} conquistas`,
  },

  goals: {
    title: 'Metas',
    lead: 'Metas de processo para a semana ou o mês. Cumpridas, elas rendem XP.',
    add: 'Nova meta',
    empty: 'Nenhuma meta por enquanto. Que tal uma meta de processo para esta semana?',
    progress: (current: number, target: number, unit: string) => `${current}/${target} ${unit}`,
    progressLabel: (title: string) => `Progresso de ${title}`,
    period: (period: GoalPeriod, start: string, end: string) =>
      `${GOAL_PERIOD_LABELS[period]} · ${start} a ${end}`,
    met: (xp: number) => `Cumprida · +${xp} XP`,
    reward: (xp: number) => `Vale ${xp} XP`,
    missed: 'Período encerrado sem cumprir',
    delete: 'Excluir meta',
    deleteNamed: (title: string) => `Excluir a meta ${title}`,
    confirmTitle: 'Excluir esta meta?',
    confirmDescription: (title: string) =>
      `A meta "${title}" será excluída, junto com o XP que ela rendeu. Isso não pode ser desfeito.`,
    confirm: 'Excluir',
    deleting: 'Excluindo...',
    deleted: 'Meta excluída',
    deletedDetail: (title: string) => `A meta "${title}" foi excluída.`,
    deleteError: 'Erro ao excluir a meta',
    deleteErrorDetail: 'Não foi possível excluir a meta. Tente novamente.',
    form: {
      createTitle: 'Nova meta',
      editTitle: 'Nova meta',
      description: 'Escolha um hábito do seu processo e quantas vezes cumpri-lo no período.',
      submitCreate: 'Criar meta',
      submitEdit: 'Criar meta',
      saving: 'Criando...',
      kind: 'Tipo de meta',
      period: 'Período',
      target: (kind: GoalKind) =>
        kind === 'breathing-pauses'
          ? 'Quantas pausas'
          : kind === 'finish-challenge'
            ? 'Desafios a concluir'
            : 'Em quantos dias',
      targetHint: (period: GoalPeriod) =>
        period === 'week' ? 'Semana atual (até 7 dias).' : 'Mês atual (até 31 dias).',
      param: 'Máximo de trades por dia',
      created: 'Meta criada',
      createdDetail: (title: string) => `${title}. Bom trabalho!`,
      error: 'Erro ao criar a meta',
      errorDetail: 'Não foi possível criar a meta. Confira os campos e tente novamente.',
      exists: 'Você já tem uma meta deste tipo neste período.',
      limit: (max: number) =>
        `Você já tem ${plural(max, 'meta ativa', 'metas ativas')}. Exclua uma para criar outra.`,
    },
  },

  live: {
    levelUp: 'Você subiu de nível!',
    levelUpDetail: (level: number, name: string) => `Nível ${level} — ${name}`,
    achievement: 'Conquista desbloqueada',
    goalMet: 'Meta cumprida!',
    goalMetDetail: (title: string, xp: number) => `${title} · +${xp} XP`,
    /** Another event of the same moment, as a line of the first one's toast. */
    line: (title: string, detail: string) => `${title} ${detail}`,
  },
} as const;
