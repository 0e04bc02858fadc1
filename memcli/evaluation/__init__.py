"""The benchmark harness behind `memcli eval`: MemoryAgentBench fact consolidation (`mab`), LoCoMo
(`locomo`), raw-turn baselines (`baselines`), scoring rules (`scoring`), results (`report`) and
rd-forget Figure 3's plot (`plot`)."""
