import { createHash, type Hash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ImportOptions } from '@/shared/trading/api-contract';
import { ImportError } from '@/shared/trading/imports';
import { profitFile } from '../../../../bench/support/profit-file';
import { InstrumentResolver, type RowContext, toTradeRow } from './import-rows';
import { stageBatches } from './import-stage';
import { type ParsedFile, parseUpload } from './parse';
import type { Tx } from './trade-insert';

/**
 * The import's parse and validate steps, pinned: every fixture, the bench's 100,000-row Profit file and seeded
 * files full of edge cases go through parseUpload → toTradeRow → the staging batches (COPY text and PGlite's
 * array parameters), and a SHA-256 of all of it must equal the digest the code had before issue 15's speed work
 * (commit "parse-equality test", taken on main's parse/validate code). Any field of any row, any error message,
 * any staged byte that changes fails the case that holds it. A genuine change of output updates the digests
 * deliberately (a failing case shows its new digest); setting DUMP below to a folder writes each case's file and
 * canonical text there, to diff against a dump taken on the older code.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/trading/imports/fixtures');
const REFERENCE_YEAR = 2026;
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

/** A folder to write each case's input and canonical output to while debugging a mismatch; '' writes nothing. */
const DUMP: string = '';

const EXPECTED: Record<string, string> = {
  'fixture bad-binary.png': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-empty.csv': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-formula.csv': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-spreadsheet.xlsx': '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-truncated.csv': 'f187afaee142fc4c0e6dfa27d88ad52f65fedb08076f37ffb97ff0ae6d33ff66',
  'fixture bad-unknown-header.csv': 'bbdbc995ee62f2fbf3eaeadc8c11e7a283d1d2d360b989868d3bcc9658193d9f',
  'fixture bad-wrong-encoding.csv': '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture mt5-en.csv': '55d3830c4ab88d1f54841eddfdc9f1c245a41d623a9603d7938635c2edc66944',
  'fixture mt5-pt-utf16.csv': 'a428bbcc616a20d12b500393ebcd11248b608c5589ffcd5bf626e330974d3a13',
  'fixture mt5-tester-pt.csv': '10af2f362665386e38b701c4d4d2d500da38c16d47755344876c6ad2bc3c3d3b',
  'fixture ninjatrader-day-first.csv': '03d2a246ba28b6c6d08f87e263592988976c27303b13d27d368fa81df87a3e81',
  'fixture ninjatrader-grid.csv': '27bfcd649f210c1cb9d6b4cdcffe1a8fa833dd16c2f3cdb06731650d4c9547f1',
  'fixture ninjatrader-nq-sep26.csv': '132e47ff90cd32d590707c266dfaa783b7fcbea51187b120e0f5cb20953029f2',
  'fixture ninjatrader.csv': '004c931fdc2bdfb99c7c9877cf6c523c493c2155d528959763680897616af6b0',
  'fixture profit-ganho-perda.csv': 'cb7b823a6834519876fbc7b5e8c5bbc73004e0bbfe30d35937c223418894682b',
  'fixture profit-latin1-preamble.csv': '5f0944eb86ec66330f1cf3818c006b968c0ca19e157f55390e84db6b5720c1a8',
  'fixture profit-performance.csv': '8d9d4bfc6ddb3278d54990799574df22e1b9db02be42216dcea1ad6b28b23ff5',
  'fixture profit-subconta.csv': '25b15e36b033c7bdedf5f5131a38c007e0c122631c816d6165e13631e02f3a70',
  'fixture tradovate-performance.csv': '8ae597069d3f98ed0b8e838c04643ed2cad4bf7b9c4ac78d3a56efa879453413',
  'fixture tradovate.csv': 'e4c219aeab5649a432b4a213acb029829bdd5ffa1295a4caf5545139cefc6f83',
  'fixture bad-binary.png as profit': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as mt5': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as ninjatrader': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as tradovate': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as generic': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-empty.csv as profit': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as mt5': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as ninjatrader': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as tradovate': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as generic': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-formula.csv as profit': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as mt5': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as ninjatrader':
    '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as tradovate': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as generic': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-spreadsheet.xlsx as profit':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as mt5': '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as ninjatrader':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as tradovate':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as generic':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-truncated.csv as profit': 'f187afaee142fc4c0e6dfa27d88ad52f65fedb08076f37ffb97ff0ae6d33ff66',
  'fixture bad-truncated.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture bad-truncated.csv as ninjatrader':
    '66b3a95f210845b23bfa6e80ae05f2e60052da614ed2e738bbf913d0aeecadb6',
  'fixture bad-truncated.csv as tradovate':
    'cb06e95923d571fef7030506195d704ce16c086da605dbe95af8616032267c80',
  'fixture bad-truncated.csv as generic': '7ebefeffbe997a8aa2d6c0f02eb870fd20fe721663403042808a4eb4f408c0d5',
  'fixture bad-unknown-header.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture bad-unknown-header.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture bad-unknown-header.csv as ninjatrader':
    '2f3811bd7e86e02f28742b7bfc2fcea2216f4cef63c48e21611008ca841c5d6e',
  'fixture bad-unknown-header.csv as tradovate':
    '582b39bfc8d95d7f8148c5ea43789ffa28669d20e4d54d1e9f44514cc58339c8',
  'fixture bad-unknown-header.csv as generic':
    '42e094e593ca59b600ddb59ea35f26ea2a50eb338ac23287e9a80cc1087f8fda',
  'fixture bad-wrong-encoding.csv as profit':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as mt5': '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as ninjatrader':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as tradovate':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as generic':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture mt5-en.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-en.csv as mt5': 'c7bc5d7506a0cfa630d2586eb3673bf6a1d7ce01325ddc3784855765fb83c2aa',
  'fixture mt5-en.csv as ninjatrader': 'b3e02a7611ca9e217c4f8633d735a888b85807065fc1577250911c6556a142e8',
  'fixture mt5-en.csv as tradovate': '389b5c175ce77174159d67377c381e0d8d18364a46c1efc45992e84ba18d8b92',
  'fixture mt5-en.csv as generic': 'e01b8623866ae6ba21eeb98d94a466e3f8297195fb51d0c25238ede8344f8587',
  'fixture mt5-pt-utf16.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-pt-utf16.csv as mt5': '3d32027658c3442ce7eb7c8e30089a597b3820f7cfb517bc3270d9eb9c512d1c',
  'fixture mt5-pt-utf16.csv as ninjatrader':
    'd3b312fd03f8e0720cb384bb2e8023d2027a6544c740f1cc20c14033799cf146',
  'fixture mt5-pt-utf16.csv as tradovate': '06ce8df648f77b75e560ab95df9a6cc3b3f610e198ff0d02e29cf0b905864165',
  'fixture mt5-pt-utf16.csv as generic': '7a73b86b3ad45fe617750cac405fab00be6afd10c17f2441dd9a0929b5761bc6',
  'fixture mt5-tester-pt.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-tester-pt.csv as mt5': 'ccc5d95a3fe75906023a1cedbbd674ed85ee06e03f2ad2ce2a3b877b6e52f094',
  'fixture mt5-tester-pt.csv as ninjatrader':
    '25a824a09d7a2eaaf67530305ab897ec7952ef69d26c98a36db1d8446d5459dd',
  'fixture mt5-tester-pt.csv as tradovate':
    '5a9177b49c7332749ab568dd8d24b0f21c3f7686c461385bfcead92d361f42ae',
  'fixture mt5-tester-pt.csv as generic': '7c1b82c91946f9656703631a7abec8eb7ba5268d9db4a2d615ecbbfa0227a6f7',
  'fixture ninjatrader-day-first.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-day-first.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-day-first.csv as ninjatrader':
    '1104664e8e7503981b54f91a80000e5cab3c137fd43f2225f57630e7af4c3234',
  'fixture ninjatrader-day-first.csv as tradovate':
    '6eac26959c5b8b8d18e6ca0859191112b7e1299ef276f56a4619c56aa1ec0331',
  'fixture ninjatrader-day-first.csv as generic':
    'f014aefbac7d1e663c063a244f050328cca16f0a587fdba8978a181648ba1cc6',
  'fixture ninjatrader-grid.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-grid.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-grid.csv as ninjatrader':
    '7548690bb7a95ffae0918f413c941a99ab07262ea2ac7c2cba6b7d4cba194319',
  'fixture ninjatrader-grid.csv as tradovate':
    'b109d3c3398b7d0df4ff77460310ce698ab284745088e459fd220f6a68019c8a',
  'fixture ninjatrader-grid.csv as generic':
    '9589addced464e0a0bd8cb92da1a49c7249dc4307a6a6c85456284e310e57778',
  'fixture ninjatrader-nq-sep26.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-nq-sep26.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-nq-sep26.csv as ninjatrader':
    'bff9a59e2d07851a94403fb2edd7592e0d34bbab0816b584488cd2398931a4a8',
  'fixture ninjatrader-nq-sep26.csv as tradovate':
    '3df8416128e68a78f62f23d078a8fd49cf5b593145b3749c3b2291581bac4c12',
  'fixture ninjatrader-nq-sep26.csv as generic':
    'e71f0921c9a744cb7aac92495fcfca4d679fa9649d3914da8c06712a4e41599e',
  'fixture ninjatrader.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader.csv as ninjatrader':
    'ce245cde343e3cf3fa0af33ef7e03d51eeb3a19f049c259cfe13454eb3d2777d',
  'fixture ninjatrader.csv as tradovate': '6eac26959c5b8b8d18e6ca0859191112b7e1299ef276f56a4619c56aa1ec0331',
  'fixture ninjatrader.csv as generic': 'f014aefbac7d1e663c063a244f050328cca16f0a587fdba8978a181648ba1cc6',
  'fixture profit-ganho-perda.csv as profit':
    '58bd5271f63fe35f637bec46b22c269c5b3fca582a3d9482cd5f2358a6c38806',
  'fixture profit-ganho-perda.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-ganho-perda.csv as ninjatrader':
    'c816381cb6ba3174343ce46e84b48bd3b4ab370f50d4b1211e9b8a4207d93e71',
  'fixture profit-ganho-perda.csv as tradovate':
    '72f16aed71f91584834b2cc894b95a66048d0b6ae838022a25a847ada81fe6f0',
  'fixture profit-ganho-perda.csv as generic':
    '118448b8bea7a4641bce870fe7fdc67a2da91bcf5327bfc5423db70d6d4fd73a',
  'fixture profit-latin1-preamble.csv as profit':
    'bafcb66ad7151e7fdb0480d28b4e632a6cd2cd813dcb845d8adc06d873e06dc6',
  'fixture profit-latin1-preamble.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-latin1-preamble.csv as ninjatrader':
    '84bae21794fd3e86060b89d393d89e2d7ad0182b7e486b2437c18e87ae0df869',
  'fixture profit-latin1-preamble.csv as tradovate':
    '0c19af54781ee9fde5f841813eb97366b6fdcc9151c468a0ac3c4239606529ad',
  'fixture profit-latin1-preamble.csv as generic':
    '485e860773ff0828e218036776c7ca083c50d6d461afbddd5be2b5800f78e530',
  'fixture profit-performance.csv as profit':
    'ce8c81116b8467dd70b5a7fe759ad5675487262a4ab3bcea023616029dcdaa3b',
  'fixture profit-performance.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-performance.csv as ninjatrader':
    '8959f36bf63893a48d607f0c1ca1efbab2567c62acb237114d028b6f6656f380',
  'fixture profit-performance.csv as tradovate':
    '4e2379071d6177c33788bbf44a76e8fe68660acd01bfdea8aefca0ac312b9d17',
  'fixture profit-performance.csv as generic':
    '43cb8b295e445dbd95e7cc552de672faf7fb497f3bd415543976018ea6818c73',
  'fixture profit-subconta.csv as profit': '12886c50540c0a2e790c868af16efa4376731dc5161c59e18775fa360afbce99',
  'fixture profit-subconta.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-subconta.csv as ninjatrader':
    'c23f26e39e37c022b0767b52a53cf19064f623cef9ae31dfc7ccc29a8829862b',
  'fixture profit-subconta.csv as tradovate':
    '2ba788b19d96d14a82b4c68589b6f2e60eee4f4e954ae6485bb15462d2ee266a',
  'fixture profit-subconta.csv as generic':
    'edb5d4d19dc30470a86cac479c45a53a5274762d6bd19252ea27b145e3181ef5',
  'fixture tradovate-performance.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture tradovate-performance.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture tradovate-performance.csv as ninjatrader':
    '52b1c1ca45b319f9a6fe774225f598ccece485720baff76318887c118b933bf9',
  'fixture tradovate-performance.csv as tradovate':
    '450a8455abdbb19b5f62151397b71dc4a429d4bcce39874ef88eef9ca632e869',
  'fixture tradovate-performance.csv as generic':
    '6d76246412afb092268667a86fde83b2f832605d8344f1f04d855d66550bd93c',
  'fixture tradovate.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture tradovate.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture tradovate.csv as ninjatrader': '52b1c1ca45b319f9a6fe774225f598ccece485720baff76318887c118b933bf9',
  'fixture tradovate.csv as tradovate': '9cdb15c39fb78b6b294b3dace1928b07a3efb8093e0b20d5a08f0a51a07f0596',
  'fixture tradovate.csv as generic': '6d76246412afb092268667a86fde83b2f832605d8344f1f04d855d66550bd93c',
  'stress profit v0 crlf': '5713b62b24f655b9a1bbf07a83d818017696827652da78e38988ad590e18ea95',
  'stress profit v0 crlf quotes': '45a5198c8d10b0f292d5c0592ae393bcb1640ec0e9c4330e17f454f77a8f83cf',
  'stress profit v0 lf': '4bec98c0352b0d6c7977d4b4803902f13f691ad761966d7d7beba9fb5f786e5d',
  'stress profit v0 lf quotes': 'f717857f8536e429fa8bfc21abb5020eabfcb4fd32b9171ca655228403632c5f',
  'stress profit v0 cr': '4bec98c0352b0d6c7977d4b4803902f13f691ad761966d7d7beba9fb5f786e5d',
  'stress profit v0 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v0 mixed': 'e51d52777e53b69700108f4304e230d59d0bcc935b9ee926d1ac9c4d89291d27',
  'stress profit v0 mixed quotes': '1444fbcd5e534087422cb58b9f35802ebbfb5c5ba7daa6c8643b36a8aac301d0',
  'stress profit v1 crlf': '5267d154d863d04148d4b29299e5484e4ccfed1c6171c49160d7e5fd64cbc890',
  'stress profit v1 crlf quotes': 'd53effe8b5c619262a07bee23eb2377d038e5af67df9e3ea2368df8acf10344c',
  'stress profit v1 lf': '4234e27b89dd1313d97753e93ada9b839349bc69ab48609efdff873ebca89cd1',
  'stress profit v1 lf quotes': '676de38fea6d9dfbcde5eef1c9fdfcb22d6c29305c4468cc989006b327338969',
  'stress profit v1 cr': '4234e27b89dd1313d97753e93ada9b839349bc69ab48609efdff873ebca89cd1',
  'stress profit v1 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v1 mixed': '3bab4520527553b0eeaab2ab84a11757adfea418fd11a7ae70b0ffb498c1445e',
  'stress profit v1 mixed quotes': '123322309876eb27b18651d1baf833e68a07922d3e973760751ab57d3d2dcaee',
  'stress profit v2 crlf': '2c6dfdf6032a7e3173a43b4bc3914022684e088d8645380ca67dffe818bce706',
  'stress profit v2 crlf quotes': '307b9e534c98680c7eab745c43178110278a56fc06c64dbf4c5e0292e71ae849',
  'stress profit v2 lf': 'a3812f68c28b1bd01b59a395f196bde662ae62df463b0516a58c6393db19ec71',
  'stress profit v2 lf quotes': 'ff28c935bb8f837d8d81d817e9a758c4c736f4b76c06c482289465ff2400bfe4',
  'stress profit v2 cr': 'a3812f68c28b1bd01b59a395f196bde662ae62df463b0516a58c6393db19ec71',
  'stress profit v2 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v2 mixed': 'be4364b50b53589b49954372b1ba64d669934a2b7bf0189847aa8818e5232981',
  'stress profit v2 mixed quotes': '0c3e945b3397f5b6f9ccc96c87c1c5514e176f37e31e7e48ae3bf346e20cec11',
  'stress mapped pt-BR dmy': '39fa25463d47d6c6d3d9119c982d0305f26ef19b528d32268bc48a59eccc167c',
  'stress mapped pt-BR mdy': 'd4c98d336d60161ceed0c21dffdd53d628712b3db1612c880e5546be56311436',
  'stress mapped pt-BR ymd': '10a031673c1b04f4034f51fc8d59d903976407a754eb26da5ed98b1fa9bddfa7',
  'stress mapped pt-BR auto': '39fa25463d47d6c6d3d9119c982d0305f26ef19b528d32268bc48a59eccc167c',
  'stress mapped en-US dmy': '51866fbcb8def47680219f30ecb533e65057b412f1322e7ed5809c67d5f80c73',
  'stress mapped en-US mdy': 'bd5876e8f96c3ae5c81f7c5e40c90e5720903f5ff2dc37de8e3fd4a927eeb606',
  'stress mapped en-US ymd': '493a4523fc1e3c9f2390c91edca82395b60094be83a685cc97f3b511b2df1c63',
  'stress mapped en-US auto': '51866fbcb8def47680219f30ecb533e65057b412f1322e7ed5809c67d5f80c73',
  'stress mapped auto dmy': '57e83713414837b937968bb0cdf4072d03622de2bdfeaf4f03df71d4c22e6e77',
  'stress mapped auto mdy': '185ec90e6a3c463a3820e95769f21f83a8eed301360e0fcad2425b9532af5296',
  'stress mapped auto ymd': '42d02abc0977c814e3294d408b877b790437377e32cabec8edd634baba95ce4c',
  'stress mapped auto auto': '57e83713414837b937968bb0cdf4072d03622de2bdfeaf4f03df71d4c22e6e77',
  'stress generic': '950e777f70529ac2be55fc33ed0c97c1713ca0adf4691e162aaf3c77c51ab406',
  'bench profit 100k': '6058ac66ff802d96ea9ba51980f883897c5c2e25f2bed57f15eb4790e2c17b14',
  'bench profit 20k zones': '5a8162216a87bf8b5c0d5ac03089f11196649bb5768a47a3a47f035581b552f2',
};

/** JSON with sorted keys, undefined kept apart from absent, Dates as ISO text: a field moved or added shows. */
function canonical(value: unknown): string {
  if (value === undefined) return '"\u0000undefined"';
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return `"\u0000bigint:${value}"`;
    if (typeof value === 'number' && Object.is(value, -0)) return '"\u0000-0"';
    return JSON.stringify(value);
  }
  if (value instanceof Date)
    return `"\u0000date:${Number.isNaN(value.getTime()) ? 'NaN' : value.toISOString()}"`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null)
    throw new Error(`unexpected object in output: ${String(proto)}`);
  const entries = Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The digest of one case, fed line by line (a 100,000-row file is never one string). */
class Digest {
  private readonly hash: Hash = createHash('sha256');
  private readonly lines: string[] | null;

  constructor(readonly name: string) {
    this.lines = DUMP ? [] : null;
  }

  add(label: string, value: unknown): void {
    const line = `${label}\t${typeof value === 'string' ? JSON.stringify(value) : canonical(value)}\n`;
    this.hash.update(line);
    this.lines?.push(line);
  }

  /** The case's file, kept beside its dump. */
  input(bytes: Uint8Array): void {
    const dir = DUMP;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${this.name.replace(/[^\w.-]+/g, '_')}.input`), bytes);
    }
  }

  finish(): string {
    const dir = DUMP;
    if (dir && this.lines) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${this.name.replace(/[^\w.-]+/g, '_')}.txt`), this.lines.join(''));
    }
    const digest = this.hash.digest('hex');
    if (dir) appendFileSync(path.join(dir, 'digests.txt'), `  ${JSON.stringify(this.name)}: '${digest}',\n`);
    return digest;
  }
}

/** A pg.Client for the COPY batch: its query() takes the COPY stream and keeps the text sent. */
function copyClient(sent: string[]): pg.Client {
  const client = Object.create(pg.Client.prototype) as pg.Client;
  const query = () => {
    let finish: () => void = () => {};
    return {
      once(event: string, listener: () => void) {
        if (event === 'finish') finish = listener;
      },
      end(text: string) {
        sent.push(text);
        finish();
      },
    };
  };
  Object.assign(client, { query });
  return client;
}

const dialect = new PgDialect();

/** The rows of a parsed file in each zone pair, and what each staging batch would send for them. */
async function digestRows(d: Digest, file: ParsedFile, contexts: readonly RowContext[], stage: boolean) {
  for (const [c, ctx] of contexts.entries()) {
    const copySent: string[] = [];
    const arraySent: SQL[] = [];
    const copyTx = { session: { client: copyClient(copySent) } } as unknown as Tx;
    const arrayTx = { execute: async (q: SQL) => void arraySent.push(q) } as unknown as Tx;
    const newCopy = stageBatches(copyTx);
    const newArray = stageBatches(arrayTx);
    let copy = newCopy();
    let array = newArray();
    for (const [k, t] of file.trades.entries()) {
      const row = toTradeRow(t, ctx);
      d.add(`row ${c}`, row);
      if (!stage || 'message' in row) continue;
      const id = ZERO_ID.slice(0, -String(k).length) + String(k);
      copy.add(row, id, k % 7 === 3);
      array.add(row, id, k % 7 === 3);
      if (copy.size >= 997) {
        await copy.send();
        await array.send();
        copy = newCopy();
        array = newArray();
      }
    }
    await copy.send();
    await array.send();
    for (const text of copySent) d.add(`copy ${c}`, text);
    for (const q of arraySent) d.add(`array ${c}`, dialect.sqlToQuery(q));
  }
}

const resolver = () =>
  new InstrumentResolver(
    new Map([
      ['XYZ', { pointValue: '2.5', currency: 'USD' as const }],
      ['ABC', { pointValue: '0.00000001', currency: 'BRL' as const }],
    ]),
    { WIN$N: 'WIN', Z9: 'ES' },
  );
const SAME: RowContext[] = [
  { sourceTimezone: 'America/Sao_Paulo', userTimezone: 'America/Sao_Paulo', resolver: resolver() },
];
const ZONES: RowContext[] = [
  ...SAME,
  { sourceTimezone: 'America/New_York', userTimezone: 'America/Sao_Paulo', resolver: resolver() },
  { sourceTimezone: 'UTC', userTimezone: 'Europe/London', resolver: resolver() },
  { sourceTimezone: 'America/Sao_Paulo', userTimezone: 'America/New_York', resolver: resolver() },
];

type Options = Pick<ImportOptions, 'format' | 'mapping' | 'decimal' | 'dateOrder'>;

async function digestUpload(
  name: string,
  bytes: Uint8Array,
  options: Options,
  contexts: readonly RowContext[],
  stage = true,
): Promise<string> {
  const d = new Digest(name);
  d.input(bytes);
  let file: ParsedFile;
  try {
    file = parseUpload(bytes, options, REFERENCE_YEAR);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    d.add('error', { name: error.name, code: error.code, message: error.message });
    return d.finish();
  }
  const { trades, ...rest } = file;
  d.add('file', rest);
  for (const t of trades) d.add('trade', t);
  await digestRows(d, file, contexts, stage);
  return d.finish();
}

/** A seeded generator (mulberry32): the same files on every run and machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  /** Mostly an ordinary value, sometimes an odd one. */
  const mostly = (common: readonly string[], odd: readonly string[]) =>
    next() < 0.85 ? pick(common) : pick(odd);
  return { next, pick, mostly, int: (n: number) => Math.floor(next() * n) };
}

const SYMBOLS = [
  'WINZ25',
  'WDOF26',
  ' WINZ25 ',
  'win$n',
  'WIN$N',
  'XYZ',
  'ABC',
  'WIN Z25',
  'ESZ5.CME',
  '-',
  'NQU26',
  'Z9',
  'WINJ6',
  'QQQ',
  'WIN-Z25',
  '',
  'WIN Z25 ',
  '[R] WINZ25',
  'wdoj26',
];
const SIDES = ['C', 'V', 'c', ' v ', 'Compra', 'VENDA', 'venda', 'X', ''];
const QTYS = [
  '1',
  '2',
  '3',
  '5',
  '10',
  '1,0',
  '1,5',
  '0',
  '-1',
  '',
  'abc',
  '1.000',
  '100',
  '01',
  ' 2 ',
  '2,00',
  '1.0',
  '99999',
  '100000',
  '9.999',
];
const PRICES = [
  '120.035,00',
  '5.100,50',
  '5100.5',
  '125.000',
  '0,00',
  '-5,00',
  '1.234.567,891',
  '12345678901234567890,5',
  '999999999999,99999999',
  '9999999999999',
  '0,000000001',
  'R$ 5,00',
  '(5,00)',
  '5,00-',
  '1,2,3',
  '',
  ' 5,5 ',
  '125100',
  '5.649',
  '0.125',
  '1234.567',
  '125.10',
  '5432.5',
  '00012,50',
  '7,',
  ',5',
  '1 234,5',
  '1\u00a0234,50',
  'US$ 10,25',
  'R$-3,00',
  '3 R$',
  '+5,5',
  '.5',
  '12,3456789012',
  '1e5',
  '5.432,123456789',
  '123.456.789.012,5',
  '4.714,10',
  '0,1',
  '0,01',
  '0,005',
  '9007199254740993',
  '900719925474099,3',
  '1.000.000',
  '5,00$',
  'BRL 12,00',
];
const RESULTS = [
  'R$ 1.234,56',
  'R$ -5,00',
  '-R$ 5,00',
  '(R$ 20,00)',
  'R$ 0,005',
  '12,345',
  '-0,005',
  '',
  'x',
  '-12,344999',
  '0,00',
  '-0,00',
  'R$ 12.345.678.901.234,56',
  '1,995',
  '-1,995',
  'R$ 999.999.999.999.999,995',
  '2,5',
  '7',
];
const pad2 = (n: number) => String(n).padStart(2, '0');

function dateText(r: ReturnType<typeof random>): string {
  const special = [
    '02/01/2025 09:00:05',
    '2/1/2025 9:00',
    '31/02/2025 10:00:00',
    '02/01/2025',
    '02/01/25 10:00:00',
    '2025-01-02 10:00:00',
    '02.01.2025 10:00:00',
    '02/01/2025 10:00:00 PM',
    '02/01/2025 24:00:00',
    '02/01/2025T10:00',
    '09/03/2025 02:30:00',
    '02/11/2025 01:30:00',
    '04/11/2018 00:30:00',
    '17/02/2018 23:30:00',
    '18/02/2018 00:30:00',
    '30/03/2025 01:30:00',
    '26/10/2025 01:30:00',
    '13/25/2025 10:00:00',
    '12/13/2025 10:00:00',
    '29/02/2024 10:00:00',
    '29/02/2025 10:00:00',
    '01/01/1899 10:00:00',
    '02/01/2025 10:60:00',
    '02/01/2025 10:00:60',
    ' 02/01/2025 10:00:00 ',
    '02/01/2025 10:00:00,123',
    '02/01/2025 10:00:00.5',
    '02/01/2025  10:00',
    '2/1/2025 12:00:00 AM',
    'ontem',
    '',
    '02/01/2025 10:00:00 pm',
    '02/01/2025 10:00:00 a.m.',
    '02-01-2025 10:00:00',
  ];
  if (r.next() < 0.25) return r.pick(special);
  const day = new Date(Date.UTC(2017, 0, 1) + r.int(365 * 10) * 86_400_000);
  const time = `${pad2(r.int(24))}:${pad2(r.int(60))}${r.next() < 0.9 ? `:${pad2(r.int(60))}` : ''}`;
  return `${pad2(day.getUTCDate())}/${pad2(day.getUTCMonth() + 1)}/${day.getUTCFullYear()} ${time}`;
}

const PROFIT_HEADERS = [
  'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Preço de Mercado;MEP;MEN;Res. Operação;Res. Operação (%);Drawdown;Total',
  'Subconta;Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Res. Operação;Total',
  'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Ganho Max.;Perda Max.;Res. Operação;Número Operação',
];

/**
 * A Profit file of `rows` rows where most cells are ordinary and the rest are every shape the readers know:
 * numbers with and without thousands, signs, currencies and parentheses, big and tiny values, bad dates, DST
 * edges, blank rows, short rows, '[R]' rows, spaces, trailing separators. `quotes` adds quoted cells (with the
 * separator or a line break inside) and quotes inside unquoted cells; `eol` picks the line breaks.
 */
function stressProfit(
  seed: number,
  rows: number,
  variant: number,
  eol: 'crlf' | 'lf' | 'cr' | 'mixed',
  quotes: boolean,
) {
  const r = random(seed);
  const header = PROFIT_HEADERS[variant] ?? '';
  const names = header.split(';');
  const lines: string[] = ['Conta: 1', 'Titular: Fulano', '', header];
  const value = (name: string, common: () => string, odd: () => string) =>
    r.next() < 0.85 ? common() : odd();
  for (let i = 0; i < rows; i += 1) {
    const roll = r.next();
    if (roll < 0.01) {
      lines.push('');
      continue;
    }
    if (roll < 0.015) {
      lines.push(';'.repeat(r.int(names.length)));
      continue;
    }
    if (roll < 0.02) {
      lines.push('   ');
      continue;
    }
    const qty = value(
      'qty',
      () => r.pick(['1', '2', '3', '5']),
      () => r.pick(QTYS),
    );
    const cells = names.map((name) => {
      switch (name) {
        case 'Subconta':
          return r.pick(['-', 'Sub 1', '', ' conta ']);
        case 'Ativo':
          return value(
            name,
            () => r.pick(['WINZ25', 'WDOF26']),
            () => r.pick(SYMBOLS),
          );
        case 'Abertura':
        case 'Fechamento':
          return dateText(r);
        case 'Qtd Compra':
          return qty;
        case 'Qtd Venda':
          return r.next() < 0.97 ? qty : r.pick(QTYS);
        case 'Lado':
          return value(
            name,
            () => r.pick(['C', 'V']),
            () => r.pick(SIDES),
          );
        case 'Preço Compra':
        case 'Preço Venda':
        case 'Preço de Mercado':
          return value(
            name,
            () => `${120 + r.int(10)}.${pad2(r.int(100))}5,${r.pick(['00', '50', '5', '25'])}`,
            () => r.pick(PRICES),
          );
        case 'MEP':
        case 'Ganho Max.':
          return value(
            name,
            () => `${r.int(500)},${r.pick(['00', '5', '50'])}`,
            () => r.pick(PRICES),
          );
        case 'MEN':
        case 'Perda Max.':
          return value(
            name,
            () => `-${r.int(500)},${r.pick(['00', '5', '50'])}`,
            () => r.pick(PRICES),
          );
        case 'Res. Operação':
          return value(
            name,
            () => `R$ ${r.next() < 0.5 ? '-' : ''}${r.int(3000)},${pad2(r.int(100))}`,
            () => r.pick(RESULTS),
          );
        default:
          return r.pick(['0,01', 'R$ 12,00', '', '1min24s', '7']);
      }
    });
    if (r.next() < 0.05) cells[r.int(cells.length)] = ` ${cells[r.int(cells.length)] ?? ''}  `;
    if (r.next() < 0.02) cells.push('');
    if (r.next() < 0.01) cells.splice(3 + r.int(4));
    if (quotes && r.next() < 0.05) {
      const k = r.int(cells.length);
      cells[k] = r.pick([
        `"${cells[k] ?? ''}"`,
        `"a;b"`,
        `"linha\r\nquebrada"`,
        `"x""y"`,
        `"lf\nonly"`,
        `5"5`,
        `"${cells[k] ?? ''}"  `,
      ]);
    }
    lines.push(cells.join(';'));
  }
  // A complete last row: a short one would stop the file as cut.
  lines.push(
    `WINZ25;02/01/2025 10:00:00;02/01/2025 10:05:00;1;1;C;120.000,00;120.100,00;${names
      .slice(8)
      .map(() => '1')
      .join(';')}`,
  );
  const breaks = { crlf: ['\r\n'], lf: ['\n'], cr: ['\r'], mixed: ['\r\n', '\n', '\r'] }[eol];
  // The preamble and the header end in CRLF (the header is found line by line on LF); the body as `eol` says.
  let text = '';
  for (const [k, line] of lines.entries()) text += line + (k < 4 ? '\r\n' : r.pick(breaks));
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** A file of any other layout, mapped by the user, with the number conventions and date orders they can pick. */
function stressMapped(seed: number, rows: number, decimal: 'pt-BR' | 'en-US' | 'auto') {
  const r = random(seed);
  const en = [
    '1,234.56',
    '$1,234.56',
    '4 714.10',
    '(20.00)',
    '$(3.75)',
    '1,234,567.5',
    '0.5',
    '12.5',
    '-0.75',
    '3',
    '5432.25',
    '$48.10 ',
    '($75.90)',
    '125,100.5',
    '0.00000001',
    '1,000',
  ];
  const numbers = decimal === 'en-US' ? [...en, ...en, ...PRICES] : [...PRICES, ...en];
  const valid = {
    'en-US': ['5432.25', '125,100.5', '1,234.56', '0.5', '$48.10'],
    'pt-BR': ['125.000', '5.432,5', '125100,5', '0,5', 'R$ 48,10'],
    auto: ['125.000,5', '5,432.25', '125100.5', '0,5', '1.234.567'],
  }[decimal];
  const lines = ['Dia;Hora;Papel;Operação;Qtd;PM entrada;PM saída;Custo;Stop;Resultado;Obs'];
  for (let i = 0; i < rows; i += 1) {
    const date =
      r.next() < 0.8
        ? `${pad2(1 + r.int(28))}/${pad2(1 + r.int(12))}/202${r.int(7)}`
        : r.pick(['2026-03-26', '3/26/2026', '26.03.2026', '', 'x', '2026-02-30']);
    const time =
      r.next() < 0.9
        ? `${pad2(r.int(24))}:${pad2(r.int(60))}`
        : r.pick(['', '9:31:05 AM', '25:00', '10:49:05']);
    lines.push(
      [
        date,
        time,
        r.mostly(['WINJ26', 'WDOJ26', 'XYZ', 'NQM6'], SYMBOLS),
        r.mostly(['C', 'V', 'buy', 'Sell'], [...SIDES, 'long', 'short', 'b', 's']),
        r.mostly(['1', '2', '3'], QTYS),
        r.mostly(valid, numbers),
        r.mostly(valid, numbers),
        r.pick(['', '', '0,50', '1.25', '-2', '$0.50', 'R$ 1,00']),
        r.pick(['', '', '', '120.000', '5.000,5', '-1', '0']),
        r.mostly(['', '20,00', '-5.50'], RESULTS),
        r.pick(['', 'nota', ' espaço ', 'ação ç é']),
      ].join(';'),
    );
  }
  lines.push('26/03/2026;10:49;WINJ26;C;1;125.000;125.100;0;;;fim');
  return new Uint8Array(Buffer.from(lines.join('\n') + '\n', 'utf8'));
}

const MAPPING = {
  date: 'Dia',
  time: 'Hora',
  symbol: 'Papel',
  side: 'Operação',
  contracts: 'Qtd',
  entry: 'PM entrada',
  exit: 'PM saída',
  costs: 'Custo',
  stop: 'Stop',
  pnl: 'Resultado',
  notes: 'Obs',
};

/** Our own format, as the export writes it and as people edit it in a spreadsheet. */
function stressGeneric(seed: number, rows: number) {
  const r = random(seed);
  const lines = [
    'data;hora;data_saida;hora_saida;tipo;contratos;ativo;entrada;saida;mep;men;custos;stop;resultado;moeda;emocao;tags;conta;notas;id_origem',
  ];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      [
        r.mostly(['2026-03-26', '26/03/2026', '2026-03-08'], ['2026-02-30', '2026-11-01', 'x']),
        r.mostly(['10:49:00', '10:49', '23:59:59', '02:30:00'], ['', '24:00']),
        r.pick(['', '2026-03-26', '2026-03-27']),
        r.pick(['', '11:00:00', '11:00']),
        r.mostly(['compra', 'venda', 'C'], ['x', '']),
        r.mostly(['1', '2'], ['0', '1.5']),
        r.mostly(['WINJ26', 'WDOJ26', 'NQM6'], ['XYZ', 'ABC', '']),
        r.mostly(['125100.5', '125100,5', '5432.25'], ['0.00000001', '1234567890123.5', '-1']),
        r.mostly(['125200', '5430', '125100.5', '7'], ['0', '']),
        r.pick(['', '150', '12.5']),
        r.pick(['', '-75', '30']),
        r.mostly(['0', '1.25', ''], ['-1', 'x']),
        r.mostly(['', '125000'], ['0', '-5']),
        r.pick(['', '20.00', '-5.5']),
        r.pick(['', 'BRL', 'USD']),
        r.pick(['', 'calmo', 'ansioso']),
        r.mostly(['[]', '["a","b"]', ''], ['["x;y"]', 'solto']),
        r.pick(['', 'Conta 1']),
        r.pick(['', 'nota', '"com ; separador"', '"duas\nlinhas"', "'=1+1", '"aspas ""dentro"""']),
        r.pick(['', '', 'abc123', 'profit:0123456789abcdef']),
      ].join(';'),
    );
  }
  return new Uint8Array(Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'));
}

interface Case {
  name: string;
  bytes: () => Uint8Array;
  options?: Options;
  contexts?: readonly RowContext[];
  stage?: boolean;
}

const fixtureNames = readdirSync(FIXTURES)
  .filter((f) => !f.endsWith('.md'))
  .sort();
const fixtureBytes = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

const CASES: Case[] = [
  ...fixtureNames.map((f) => ({ name: `fixture ${f}`, bytes: () => fixtureBytes(f), contexts: ZONES })),
  ...fixtureNames.flatMap((f) =>
    (['profit', 'mt5', 'ninjatrader', 'tradovate', 'generic'] as const).map((format) => ({
      name: `fixture ${f} as ${format}`,
      bytes: () => fixtureBytes(f),
      options: { format },
      contexts: SAME,
    })),
  ),
  ...[0, 1, 2].flatMap((variant) =>
    (['crlf', 'lf', 'cr', 'mixed'] as const).flatMap((eol) =>
      [false, true].map((quotes) => ({
        name: `stress profit v${variant} ${eol}${quotes ? ' quotes' : ''}`,
        bytes: () =>
          stressProfit(1000 + variant * 10 + eol.length + (quotes ? 5 : 0), 3000, variant, eol, quotes),
        contexts: ZONES,
      })),
    ),
  ),
  ...(['pt-BR', 'en-US', 'auto'] as const).flatMap((decimal) =>
    (['dmy', 'mdy', 'ymd', undefined] as const).map((dateOrder) => ({
      name: `stress mapped ${decimal} ${dateOrder ?? 'auto'}`,
      bytes: () => stressMapped(77 + decimal.length, 1500, decimal),
      options: { mapping: MAPPING, decimal, dateOrder },
      contexts: SAME,
    })),
  ),
  { name: 'stress generic', bytes: () => stressGeneric(5, 1500), contexts: ZONES },
  { name: 'bench profit 100k', bytes: () => profitFile(100_000), contexts: SAME },
  {
    name: 'bench profit 20k zones',
    bytes: () => profitFile(20_000),
    contexts: ZONES.slice(1),
    stage: false,
  },
];

describe('parse + validate output equals the pre-issue-15 code (digests)', () => {
  it.each(CASES)('$name', async (c) => {
    const digest = await digestUpload(
      c.name,
      c.bytes(),
      c.options ?? {},
      c.contexts ?? SAME,
      c.stage ?? true,
    );
    expect(digest, `${c.name}: no digest recorded (a new case?)`).toBe(EXPECTED[c.name]);
  });

  it('has a digest for every case and no stale one', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(CASES.map((c) => c.name).sort());
  });

  it('the digest sees a change in any field of a row', () => {
    const d1 = new Digest('a');
    const d2 = new Digest('b');
    d1.add('row', { pnl: '1.00', mep: undefined, at: new Date(0) });
    d2.add('row', { pnl: '1.00', at: new Date(0) });
    expect(d1.finish()).not.toBe(d2.finish());
    const d3 = new Digest('c');
    const d4 = new Digest('d');
    d3.add('row', { pnl: '1.00', at: new Date(0) });
    d4.add('row', { at: new Date(1), pnl: '1.00' });
    expect(d3.finish()).not.toBe(d4.finish());
  });
});
