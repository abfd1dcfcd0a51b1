import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityStatusAnswerSchema,
  callViewAnswerSchema,
  planCallsAnswerSchema,
  repDayAnswerSchema,
  routeStopsAnswerSchema,
} from '../../src/shared/api/route-calls';
import { type ApiHarness, requestsUnder, startApi } from '../support/api-app';
import { errorOf, type Reply, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

interface Outlet {
  CardCode: string;
  LineNum: number;
}

/**
 * Routes and calls (issue 25): stops reordered as a whole, assignments that may not clash for one
 * rep (decided under a lock when two arrive at once), calls planned from a route's pattern never
 * twice (the database's unique index, even when two plannings race), calls logged with answers
 * checked against the survey of the outlet's channel, and each group's rights. Everything happens
 * in 2031, far from the demo company's calls, on outlets the test makes.
 */
describe.each(testDatabases())('routes and calls on $name', (target) => {
  let api: ApiHarness;
  /** Two outlets of the demo sales user's customers; the first is in a channel with a survey. */
  let first: Outlet;
  let second: Outlet;
  const { send } = requestsUnder(() => api, 'route-calls', 'dispatcher');
  const resources = requestsUnder(() => api, 'resources', 'admin');

  async function outletOf(CardCode: string, name: string, channel: string | null): Promise<Outlet> {
    const [row] = await sqlRows<{ line_num: number }>(
      api,
      `insert into partner_addresses (card_code, line_num, address, adres_type, city)
       values ($1::varchar, (select coalesce(max(line_num), -1) + 1 from partner_addresses where card_code = $1::varchar), $2, 'S', 'Testville')
       returning line_num`,
      [CardCode, name],
    );
    if (!row) throw new Error('no address');
    await sqlRows(
      api,
      `insert into outlets (card_code, line_num, latitude, longitude, channel_code) values ($1, $2, 33.5, -7.6, $3)`,
      [CardCode, row.line_num, channel],
    );
    return { CardCode, LineNum: row.line_num };
  }

  beforeAll(async () => {
    api = await startApi(target);
    const [customer] = await sqlRows<{ card_code: string }>(
      api,
      `select card_code from business_partners where card_type = 'C' and slp_code = 1 order by card_code limit 1`,
    );
    if (!customer) throw new Error('the sales user has no customer');
    await sqlRows(
      api,
      `insert into channels (channel_code, channel_name) values ('RCTEST', 'Route test channel')`,
    );
    const [survey] = await sqlRows<{ survey_id: number }>(
      api,
      `insert into surveys (survey_name, channel_code) values ('Shelf check', 'RCTEST') returning survey_id`,
    );
    await sqlRows(
      api,
      `insert into survey_questions (survey_id, line_num, question, answer_kind, choices, required) values
         ($1, 0, 'Facings', 'N', null, 'Y'), ($1, 1, 'Shelf', 'C', E'Eye level\\nBottom', 'N')`,
      [survey?.survey_id],
    );
    first = await outletOf(customer.card_code, 'Route test A', 'RCTEST');
    second = await outletOf(customer.card_code, 'Route test B', null);
  });
  afterAll(() => api.close());

  const created = (reply: Reply) => {
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as { ResponseData: Record<string, unknown> };
  };
  const route = (RouteCode: string, days: Record<string, 'Y'>, EveryWeeks: number, StartDate: string) =>
    resources.send('POST', 'routes', {
      RouteCode,
      RouteName: `Route ${RouteCode}`,
      EveryWeeks,
      StartDate,
      ...days,
    });
  const assign = (RouteCode: string, SlpCode: number, FromDate: string, ToDate: string, harness = api) =>
    resources.send('POST', 'route-assignments', { RouteCode, SlpCode, FromDate, ToDate }, 'admin', harness);

  it('keeps a route’s stops in the order sent, for who may update routes only', async () => {
    // Mondays and Wednesdays every second week from Wednesday 8 January 2031.
    created(await route('TR1', { OnMon: 'Y', OnWed: 'Y' }, 2, '2031-01-08'));
    const put = await send('PUT', 'routes/TR1/stops', { Stops: [second, first] });
    expect(put.statusCode, put.body).toBe(200);
    const stops = routeStopsAnswerSchema.parse(put.json()).ResponseData.data;
    expect(stops.map((stop) => [stop.Position, stop.LineNum])).toEqual([
      [1, second.LineNum],
      [2, first.LineNum],
    ]);
    expect((await send('PUT', 'routes/TR1/stops', { Stops: [first] }, 'sales')).statusCode).toBe(403);
    const twice = await send('PUT', 'routes/TR1/stops', { Stops: [first, first] });
    expect(errorOf(twice, 400).fields).toHaveProperty(['Stops.1.CardCode']);
    const notOutlet = await send('PUT', 'routes/TR1/stops', {
      Stops: [{ CardCode: first.CardCode, LineNum: 9999 }],
    });
    expect(errorOf(notOutlet, 400).fields).toHaveProperty(['Stops.0.LineNum']);
    const read = routeStopsAnswerSchema.parse(
      (await send('GET', 'routes/TR1/stops', undefined, 'sales')).json(),
    );
    expect(read.ResponseData.data.map((stop) => stop.LineNum)).toEqual([second.LineNum, first.LineNum]);
  });

  it('refuses a rep a second route on a day the first already takes, within both periods', async () => {
    created(await assign('TR1', 1, '2031-01-01', '2031-03-31'));
    // Weekly Mondays meet TR1's Monday of 20 January.
    created(await route('TR2', { OnMon: 'Y' }, 1, '2031-01-06'));
    const clash = errorOf(await assign('TR2', 1, '2031-01-01', '2031-01-31'), 409);
    expect(clash.fields?.FromDate?.[0]).toContain('2031-01-20');
    // Mondays of the other weeks never meet TR1's, and another rep may take TR2.
    created(await route('TR3', { OnMon: 'Y' }, 2, '2031-01-13'));
    created(await assign('TR3', 1, '2031-01-01', '2031-03-31'));
    created(await assign('TR2', 2, '2031-01-01', '2031-01-31'));
    // A period that ends before TR1's Mondays begin does not clash either.
    created(await assign('TR2', 1, '2031-01-01', '2031-01-12'));
    expect((await assign('TR2', 1, '2031-01-01', '2031-01-31')).statusCode).toBe(409);
  });

  it('lets only one of two clashing assignments of one rep through when they arrive at once', async () => {
    const elsewhere = target.name === 'postgres' ? await api.startAnotherServer() : api;
    try {
      created(await route('TR4', { OnTue: 'Y' }, 1, '2031-01-07'));
      created(await route('TR5', { OnTue: 'Y', OnThu: 'Y' }, 1, '2031-01-07'));
      const replies = await Promise.all([
        assign('TR4', 3, '2031-02-01', '2031-02-28'),
        assign('TR5', 3, '2031-02-01', '2031-02-28', elsewhere),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const [held] = await sqlRows<{ n: number }>(
        api,
        `select count(*)::int as n from route_assignments where slp_code = 3 and from_date = '2031-02-01'`,
      );
      expect(held?.n).toBe(1);
    } finally {
      if (elsewhere !== api) await elsewhere.close();
    }
  });

  it('plans each stop on each date of the pattern, and never twice', async () => {
    const plan = async (body: object, harness = api) =>
      planCallsAnswerSchema.parse((await send('POST', 'plan', body, 'dispatcher', harness)).json())
        .ResponseData;
    // Worked by hand: TR1 is due Wednesday 8, Monday 20 and Wednesday 22 January (weeks 0 and 2 from
    // the week of 6 January; Monday 6 is before its start): three dates of two stops.
    expect(await plan({ FromDate: '2031-01-01', ToDate: '2031-01-31', RouteCode: 'TR1' })).toEqual({
      Planned: 6,
      AlreadyPlanned: 0,
    });
    const planned = await sqlRows<{
      plan_date: string;
      position: number;
      line_num: number;
      slp_code: number;
    }>(
      api,
      `select to_char(plan_date, 'YYYY-MM-DD') as plan_date, position, line_num, slp_code from calls
       where route_code = 'TR1' order by plan_date, position`,
    );
    expect([...new Set(planned.map((call) => call.plan_date))]).toEqual([
      '2031-01-08',
      '2031-01-20',
      '2031-01-22',
    ]);
    expect(planned.map((call) => call.line_num).slice(0, 2)).toEqual([second.LineNum, first.LineNum]);
    expect(planned.every((call) => call.slp_code === 1)).toBe(true);
    expect(await plan({ FromDate: '2031-01-01', ToDate: '2031-01-31', RouteCode: 'TR1' })).toEqual({
      Planned: 0,
      AlreadyPlanned: 6,
    });
    // Two plannings of February at once, on two servers where there can be two: weeks 4 and 6 from
    // the start week, Monday and Wednesday (3, 5, 17 and 19 February), 4 dates × 2 stops.
    const elsewhere = target.name === 'postgres' ? await api.startAnotherServer() : api;
    try {
      const both = await Promise.all([
        plan({ FromDate: '2031-02-01', ToDate: '2031-02-28', RouteCode: 'TR1' }),
        plan({ FromDate: '2031-02-01', ToDate: '2031-02-28', RouteCode: 'TR1' }, elsewhere),
      ]);
      expect(both.map((answer) => answer.Planned).reduce((a, b) => a + b)).toBe(8);
    } finally {
      if (elsewhere !== api) await elsewhere.close();
    }
    const [dupes] = await sqlRows<{ n: number; distinct_calls: number }>(
      api,
      `select count(*)::int as n, count(distinct (card_code, line_num, plan_date))::int as distinct_calls
       from calls where route_code = 'TR1'`,
    );
    expect(dupes).toEqual({ n: 14, distinct_calls: 14 });
    const refused = await send('POST', 'plan', { FromDate: '2031-03-01', ToDate: '2031-01-01' });
    expect(errorOf(refused, 400).fields).toHaveProperty('ToDate');
  });

  it("logs a call with answers checked against the survey of the outlet's channel", async () => {
    const [call] = await sqlRows<{ call_id: number }>(
      api,
      `select call_id from calls where route_code = 'TR1' and plan_date = '2031-01-08' and line_num = $1`,
      [first.LineNum],
    );
    const [other] = await sqlRows<{ call_id: number }>(
      api,
      `select call_id from calls where route_code = 'TR1' and plan_date = '2031-01-08' and line_num = $1`,
      [second.LineNum],
    );
    const log = (id: number | undefined, body: object) => send('POST', `calls/${id}/log`, body, 'sales');
    const wrong = await log(call?.call_id, {
      Outcome: 'O',
      SubjectCode: 'ORDER',
      Actions: ['SHELF'],
      Answers: [
        { LineNum: 1, Answer: 'Top' },
        { LineNum: 5, Answer: 'x' },
      ],
    });
    expect(Object.keys(errorOf(wrong, 400).fields ?? {}).sort()).toEqual([
      'Actions.0',
      'Answers',
      'Answers.0.Answer',
      'Answers.1.LineNum',
    ]);
    const logged = await log(call?.call_id, {
      Outcome: 'O',
      SubjectCode: 'ORDER',
      Actions: ['TAKEN'],
      Notes: 'Asked for a second display',
      Latitude: '33.500100',
      Longitude: '-7.600200',
      Answers: [
        { LineNum: 0, Answer: '12' },
        { LineNum: 1, Answer: 'Bottom' },
      ],
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const view = callViewAnswerSchema.parse(logged.json()).ResponseData;
    expect(view).toMatchObject({ CallStatus: 'D', Outcome: 'O', SubjectCode: 'ORDER', Actions: ['TAKEN'] });
    expect(view.Answers).toEqual([
      { LineNum: 0, Answer: '12' },
      { LineNum: 1, Answer: 'Bottom' },
    ]);
    expect(view.LoggedAt).not.toBeNull();
    expect(view.Survey?.Questions.map((question) => question.Question)).toEqual(['Facings', 'Shelf']);
    // The second outlet's channel has no survey: answers are refused, a call without them is logged.
    expect(
      errorOf(await log(other?.call_id, { Outcome: 'V', Answers: [{ LineNum: 0, Answer: '1' }] }), 400)
        .fields,
    ).toHaveProperty('Answers');
    expect((await log(other?.call_id, { Outcome: 'N', Latitude: '91' })).statusCode).toBe(400);
  });

  it("shows the rep's day in route order, and the day's activity planned against done", async () => {
    const day = repDayAnswerSchema.parse(
      (await send('GET', 'my-day?date=2031-01-08', undefined, 'sales')).json(),
    );
    expect(day.ResponseData.SlpCode).toBe(1);
    expect(day.ResponseData.calls.map((call) => [call.Position, call.LineNum, call.CallStatus])).toEqual([
      [1, second.LineNum, 'P'],
      [2, first.LineNum, 'D'],
    ]);
    const activity = activityStatusAnswerSchema.parse(
      (await send('GET', 'activity-status?date=2031-01-08')).json(),
    ).ResponseData.data;
    expect(activity.find((row) => row.SlpCode === 1)).toMatchObject({ Planned: 2, Done: 1, Ordered: 1 });
  });

  it("keeps a sales user to their own calls: another rep's call is not there for them", async () => {
    const theirs = created(
      await resources.send('POST', 'calls', {
        PlanDate: '2031-01-09',
        SlpCode: 2,
        CardCode: first.CardCode,
        LineNum: first.LineNum,
      }),
    ).ResponseData;
    const id = Number(theirs.CallId);
    expect((await send('GET', `calls/${id}`, undefined, 'sales')).statusCode).toBe(404);
    expect((await send('POST', `calls/${id}/log`, { Outcome: 'V' }, 'sales')).statusCode).toBe(404);
    const answered = { Outcome: 'V', Answers: [{ LineNum: 0, Answer: '3' }] };
    expect((await send('POST', `calls/${id}/log`, answered, 'dispatcher')).statusCode).toBe(200);
    // A hand-made call of their own is theirs to make; one for another rep is not.
    const own = await resources.send(
      'POST',
      'calls',
      { PlanDate: '2031-01-09', SlpCode: 1, CardCode: first.CardCode, LineNum: first.LineNum },
      'sales',
    );
    expect(own.statusCode, own.body).toBe(201);
    const foreign = await resources.send(
      'POST',
      'calls',
      { PlanDate: '2031-01-09', SlpCode: 2, CardCode: first.CardCode, LineNum: first.LineNum },
      'sales',
    );
    expect(foreign.statusCode).toBe(403);
    const notOutlet = await resources.send('POST', 'calls', {
      PlanDate: '2031-01-09',
      SlpCode: 1,
      CardCode: first.CardCode,
      LineNum: 9999,
    });
    expect(errorOf(notOutlet, 400).fields).toHaveProperty('LineNum');
    // The sales user plans only their own routes' calls: of TR2's Mondays in January, rep 2 holds
    // every one and the sales user (rep 1) the 6th only.
    expect((await send('PUT', 'routes/TR2/stops', { Stops: [first] })).statusCode).toBe(200);
    const planned = planCallsAnswerSchema.parse(
      (
        await send(
          'POST',
          'plan',
          { FromDate: '2031-01-01', ToDate: '2031-01-31', RouteCode: 'TR2' },
          'sales',
        )
      ).json(),
    ).ResponseData;
    expect(planned).toEqual({ Planned: 1, AlreadyPlanned: 0 });
    const tr2 = await sqlRows<{ slp_code: number; plan_date: string }>(
      api,
      `select slp_code, to_char(plan_date, 'YYYY-MM-DD') as plan_date from calls where route_code = 'TR2'`,
    );
    expect(tr2).toEqual([{ slp_code: 1, plan_date: '2031-01-06' }]);
  });
});
